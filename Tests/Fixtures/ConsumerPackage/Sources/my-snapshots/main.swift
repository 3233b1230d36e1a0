import MyCards
import NHSSnapshot
import SnapshotCommands

// Every nhs-snapshots command over this package's own scenarios.
SnapshotCommandLine.main(scenarios: [
    Scenario(component: "WelcomeBanner", name: "sam") { WelcomeBanner(name: "Sam") },
], images: [.bundle(MyCardsResources.bundle)])
