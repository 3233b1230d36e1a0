import Catalogue
import SnapshotCommands

// nhs-snapshots: the library's command line over the built-in catalogue; every behaviour is in SnapshotCommands.
SnapshotCommandLine.main { try BuiltInScenarios.catalogue() }
