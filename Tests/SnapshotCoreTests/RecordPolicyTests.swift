@testable import SnapshotCore
import Testing

@Suite struct RecordPolicyTests {
    @Test func defaultsToMissingLocallyAndNeverOnCI() throws {
        #expect(try RecordPolicy.resolved(environment: [:]) == .missing)
        #expect(try RecordPolicy.resolved(environment: ["CI": "true"]) == .never)
        #expect(try RecordPolicy.resolved(environment: ["CI": "1"]) == .never)
        #expect(try RecordPolicy.resolved(environment: ["CI": "false"]) == .missing)
        #expect(try RecordPolicy.resolved(environment: ["CI": ""]) == .missing)
    }

    @Test(arguments: RecordPolicy.allCases)
    func theVariableWinsOverCI(_ policy: RecordPolicy) throws {
        #expect(try RecordPolicy.resolved(environment: ["NHS_SNAPSHOTS_RECORD": policy.rawValue, "CI": "true"]) == policy)
        #expect(try RecordPolicy.resolved(environment: ["NHS_SNAPSHOTS_RECORD": policy.rawValue.uppercased()]) == policy)
    }

    @Test func anUnknownValueIsAnErrorNamingIt() {
        #expect(throws: RecordPolicyError.unknown("sometimes")) {
            try RecordPolicy.resolved(environment: ["NHS_SNAPSHOTS_RECORD": "sometimes"])
        }
        #expect(RecordPolicyError.unknown("sometimes").description.contains("\"sometimes\""))
    }
}
