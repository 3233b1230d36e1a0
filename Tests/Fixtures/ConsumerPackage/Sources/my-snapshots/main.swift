import MyCards
import NHSSnapshot
import SnapshotCommands

// Every nhs-snapshots command over this package's own scenarios. No `images:`: the banner names
// its photo in its own bundle (`Image(_:bundle:)`).
SnapshotCommandLine.main(scenarios: [
    Scenario(component: "WelcomeBanner", name: "sam") { WelcomeBanner(name: "Sam") },
])
