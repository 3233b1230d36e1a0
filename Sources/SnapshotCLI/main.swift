import Catalogue
import NHSSnapshot

// nhs-snapshots: the library's command line over the built-in catalogue; every behaviour is in NHSSnapshot.
SnapshotCommandLine.main { try BuiltInScenarios.catalogue() }
