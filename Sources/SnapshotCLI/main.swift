print("nhs-snapshots: not built yet")
