import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The card-style.md examples, verbatim, raise no error at any text size or scheme.
@Suite struct GoodViewTests {
    struct Example: CustomStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        var description: String { name }
    }

    static let examples: [Example] = [
        Example(name: "default card") {
            AnyView(
                VStack(alignment: .leading, spacing: 8) {
                    Text("Card title")
                        .font(.nhsHeadline)
                    Text("Some supporting body text inside a card.")
                        .font(.nhsBody)
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            )
        },
        Example(name: "outlined card") {
            AnyView(
                Text("Card with a border")
                    .foregroundStyle(.nhsText)
                    .nhsCardStyle(
                        backgroundColor: .clear,
                        borderWidth: 2
                    )
            )
        },
        Example(name: "tappable card") {
            AnyView(
                Button {
                    // open the details screen
                } label: {
                    Text("Entire card is tappable")
                }
                .nhsCardStyle()
            )
        },
        Example(name: "card in a list") {
            AnyView(
                List {
                    Text("Card in a list")
                        .nhsCardStyle()
                        .nhsCardRowStyle()
                }
            )
        },
    ]

    static let cells: [(DynamicTypeSize, ColorScheme, CGFloat)] = [
        (.large, .light, 393), (.accessibility5, .dark, 320), (.xSmall, .light, 1032), (.accessibility3, .light, 1032),
    ]

    @Test(arguments: examples)
    func noErrorsInAnyCell(_ example: Example) throws {
        for (size, scheme, width) in Self.cells {
            let findings = try AuditHarness.findings(example.view(), width: width, size: size, scheme: scheme)
            #expect(findings.filter { $0.severity == .error }.isEmpty, "\(example) at \(size) \(scheme): \(findings)")
        }
    }
}
