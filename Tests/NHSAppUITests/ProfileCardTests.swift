import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// ProfileCard (profile-card.md, issue 5), checked on the display list with the fake measurer.
/// On the main actor, as SwiftUI tests that make views with actions are: the cards are `@MainActor`.
@MainActor @Suite struct ProfileCardTests {
    static let longName = "Sharon Francis-Williams-Montgomery-Fairweather"

    static func own(_ name: String = "Kevin Francis", number: String = "485 777 3456", hint: String? = nil,
                    action: @escaping () -> Void = {}) -> ProfileCard {
        ProfileCard(name: name, nhsNumber: number, accessibilityHint: hint, action: action)
    }

    static func acting(_ name: String = "Sharon Francis-Williams", size: ProfileCard.Size = .regular,
                       hint: String? = nil, action: @escaping () -> Void = {}) -> ProfileCard {
        ProfileCard(actingFor: name, size: size, accessibilityHint: hint, action: action)
    }

    /// The card's background: the one fill with the card's corner radius.
    static func card(_ list: DisplayList) throws -> (shape: RoundedRect, color: RGBAColor) {
        try #require(CardsUnderTest.fills(list).first { $0.shape.radii == CornerRadii(all: NHSMetrics.cardCornerRadius) })
    }

    static func annotation(_ list: DisplayList) throws -> [String: String] {
        try #require(list.annotations.first { $0.component == ProfileCardAnnotation.component }).properties
    }

    @Test func specOwnProfileExample() throws {
        // The spec's own-profile example, verbatim.
        let view = ProfileCard(
            name: "Kevin Francis",
            nhsNumber: "485 777 3456",
            action: {
                // open the user's profile
            }
        )
        let list = try CardsUnderTest.layout(view).displayList
        let card = try Self.card(list)
        #expect(card.color == RGBAColor(hex: 0xccdff1))
        #expect(card.shape.rect == CGRect(x: 16, y: 16, width: 361, height: card.shape.rect.height))
        #expect(card.shape.rect.height == 84, "16 + 52 pt icon + 16")
        let texts = list.textItems
        #expect(texts.map(\.spec.string) == ["Kevin Francis", "NHS number:", "485 777 3456"])
        #expect(texts[0].spec.font.size == 20 && texts[0].spec.font.weight == .bold)
        #expect(texts[0].color == RGBAColor(hex: 0x212b33))
        // callout, as the screenshot measures (issue 20; design-reference guessed subheadline 15)
        #expect(texts[1].spec.font.size == 16 && texts[1].spec.font.weight == .bold)
        #expect(texts[2].spec.font.size == 16 && texts[2].spec.font.weight == .regular)
        #expect(texts[1...].allSatisfy { $0.color == RGBAColor(hex: 0x4c6273) })
        #expect(texts[1].frame.minY == texts[2].frame.minY, "label and number share a line")
        let circle = try #require(CardsUnderTest.fills(list).first { $0.shape.rect.width == 52 })
        #expect(circle.color == RGBAColor(hex: 0xffffff))
        #expect(circle.shape.rect.minX == 32 && abs(circle.shape.rect.midY - card.shape.rect.midY) < 0.01)
        #expect(texts[0].frame.minX == circle.shape.rect.maxX + 12)
    }

    @Test func specActingForExample() throws {
        // The spec's acting-for example, verbatim.
        let view = ProfileCard(
            actingFor: "Sharon Francis-Williams",
            action: {
                // open options to switch profile
            }
        )
        let list = try CardsUnderTest.layout(view).displayList
        let card = try Self.card(list)
        #expect(card.color == RGBAColor(hex: 0xffb81c))
        let texts = list.textItems
        #expect(texts.map(\.spec.string) == ["Acting for", "Sharon Francis-Williams", "Manage another person's profile"])
        // callout, title3, callout, as the screenshot measures (issue 20; design-reference guessed 15, 20, 17)
        #expect(texts.map(\.spec.font.size) == [16, 20, 16])
        #expect(texts.map(\.spec.font.weight) == [.bold, .bold, .regular])
        #expect(texts.allSatisfy { $0.color == RGBAColor(hex: 0x232b32) })
        #expect(try Self.annotation(list)["variant"] == "actingFor")
        #expect(try Self.annotation(list)["size"] == "regular")
    }

    @Test func specCompactExample() throws {
        // The spec's compact example, verbatim.
        let view = ProfileCard(
            actingFor: "Sharon Francis-Williams",
            size: .compact,
            action: {
                // open options to switch profile
            }
        )
        let compact = try CardsUnderTest.layout(view).displayList
        let regular = try CardsUnderTest.layout(Self.acting()).displayList
        let texts = compact.textItems
        #expect(texts.map(\.spec.string) == ["Acting for Sharon Francis-Williams", "Manage another person's profile"])
        #expect(texts.map(\.spec.font.size) == [15, 13])
        #expect(texts.map(\.spec.font.weight) == [.bold, .regular])
        let card = try Self.card(compact).shape.rect
        #expect(card.height < (try Self.card(regular).shape.rect.height))
        #expect(abs(texts[0].frame.minY - card.minY - ProfileCardMetrics.compactVerticalPadding) < 0.01)
        let circle = try #require(CardsUnderTest.fills(compact).first { $0.color == RGBAColor(hex: 0xffffff) })
        #expect(circle.shape.rect.width == ProfileCardMetrics.compactIconDiameter)
        #expect(circle.shape.rect.minX == card.minX + ProfileCardMetrics.compactHorizontalPadding)
        #expect(try Self.annotation(compact)["size"] == "compact")
        #expect(try Self.annotation(compact)["findings"] == nil)
    }

    @Test(arguments: [
        ("485 777 3456", "485 777 3456"), ("4857773456", "485 777 3456"), ("485-777-3456", "485 777 3456"),
        ("  485 777 3456 ", "485 777 3456"), ("48 57 77 34 56", "485 777 3456"),
    ])
    func nhsNumberShowsInThreeGroups(input: String, shown: String) throws {
        let display = NHSNumberDisplay(input)
        #expect(display.text == shown && display.isValid)
        let list = try CardsUnderTest.layout(Self.own(number: input)).displayList
        #expect(list.textItems.map(\.spec.string).contains(shown))
        let properties = try Self.annotation(list)
        #expect(properties["nhsNumber"] == input)
        #expect(properties["nhsNumberShown"] == shown)
        #expect(properties["nhsNumberIsValid"] == "true")
        #expect(properties["findings"] == nil)
    }

    @Test(arguments: ["12345", "485 777 34567", "485 777 345X", "", "485.777.3456"])
    func anNHSNumberThatIsNotTenDigitsIsShownAsGivenAndReported(input: String) throws {
        let display = NHSNumberDisplay(input)
        #expect(!display.isValid)
        #expect(display.text == input.trimmingCharacters(in: .whitespaces))
        let list = try CardsUnderTest.layout(Self.own(number: input)).displayList
        let properties = try Self.annotation(list)
        #expect(properties["nhsNumberIsValid"] == "false")
        #expect(properties["findings"] == ProfileCardAnnotation.invalidNHSNumberFinding)
        if !input.isEmpty { #expect(list.textItems.map(\.spec.string).contains(input)) }
    }

    @Test func checkDigitIsReportedButIsNotAFinding() {
        #expect(NHSNumberDisplay("943 476 5919").hasValidCheckDigit)
        #expect(!NHSNumberDisplay("485 777 3456").hasValidCheckDigit, "the spec's sample number fails modulus 11")
        #expect(!NHSNumberDisplay("12345").hasValidCheckDigit)
    }

    @Test func actingForLooksTheSameInLightAndDark() throws {
        for size in ProfileCard.Size.allCases {
            let light = try CardsUnderTest.layout(Self.acting(size: size), scheme: .light).displayList
            let dark = try CardsUnderTest.layout(Self.acting(size: size), scheme: .dark).displayList
            #expect(light.items == dark.items, "every colour of the card is fixed (\(size))")
            #expect(light.background != dark.background, "only the screen around it changes")
        }
    }

    @Test func ownProfileAdaptsToDarkModeAndBothVersionsStayDistinct() throws {
        for scheme in [ColorScheme.light, .dark] {
            let own = try CardsUnderTest.layout(Self.own(), scheme: scheme).displayList
            let acting = try CardsUnderTest.layout(Self.acting(), scheme: scheme).displayList
            #expect(try Self.card(own).color != Self.card(acting).color)
            #expect(CardsUnderTest.paths(own).first != CardsUnderTest.paths(acting).first, "different glyphs, not only colour")
            #expect(acting.accessibilityElements[0].label.hasPrefix("Acting for"))
        }
        let dark = try CardsUnderTest.layout(Self.own(), scheme: .dark).displayList
        #expect(try Self.card(dark).color == RGBAColor(hex: 0x002f5c))
        #expect(dark.textItems[0].color == RGBAColor(hex: 0xffffff))
    }

    @Test func everyTextPairingMeetsWCAGAA() throws {
        for scheme in [ColorScheme.light, .dark] {
            for view in [AnyView(Self.own()), AnyView(Self.acting()), AnyView(Self.acting(size: .compact))] {
                let list = try CardsUnderTest.layout(view, scheme: scheme).displayList
                let background = try Self.card(list).color
                for text in list.textItems {
                    let ratio = Contrast.ratio(text.color, on: background)
                    #expect(ratio >= 4.5, "\(scheme) \(text.spec.string): \(ratio)")
                }
            }
        }
        let secondaryOnPaleBlue = Contrast.ratio(RGBAColor(hex: 0x4c6273), on: RGBAColor(hex: 0xccdff1))
        #expect(secondaryOnPaleBlue > 4.6 && secondaryOnPaleBlue < 4.7, "design-reference §8: 4.66")
    }

    @Test func aCompactOwnProfileIsDrawnButReportedAsAFinding() throws {
        let view = ProfileCard(name: "Kevin Francis", nhsNumber: "485 777 3456", action: {})
            .profileCardSize(.compact)
        let list = try CardsUnderTest.layout(view).displayList
        let properties = try Self.annotation(list)
        #expect(properties["variant"] == "own")
        #expect(properties["size"] == "compact")
        #expect(properties["findings"] == ProfileCardAnnotation.compactOwnProfileFinding)
        #expect(list.textItems.first?.spec.font.size == 15, "drawn compact, not silently changed")
        let both = try CardsUnderTest.layout(Self.own(number: "12345").profileCardSize(.compact)).displayList
        #expect(try Self.annotation(both)["findings"] == "compact-own-profile,invalid-nhs-number")
        // The environment size does not override an explicit one.
        let explicit = try CardsUnderTest.layout(Self.acting(size: .regular).profileCardSize(.compact)).displayList
        #expect(try Self.annotation(explicit)["size"] == "regular")
    }

    @Test func oneButtonElementWithNameSupportingTextAndHint() throws {
        let cases: [(ProfileCard, String)] = [
            (Self.own(number: "4857773456"), "Kevin Francis, NHS number: 485 777 3456"),
            (Self.acting(), "Acting for Sharon Francis-Williams, Manage another person's profile"),
            (Self.acting(size: .compact), "Acting for Sharon Francis-Williams, Manage another person's profile"),
        ]
        for (card, label) in cases {
            let list = try CardsUnderTest.layout(card).displayList
            #expect(list.accessibilityElements.count == 1, "icon and chevron are hidden")
            let element = try #require(list.accessibilityElements.first)
            #expect(element.label == label)
            #expect(element.hint == nil)
            #expect(element.traits.contains(.isButton) && !element.traits.contains(.isImage))
            #expect(element.frame == (try Self.card(list).shape.rect))
        }
        let hinted = try CardsUnderTest.layout(Self.acting(hint: "Opens profile options")).displayList
        #expect(hinted.accessibilityElements[0].hint == "Opens profile options")
        #expect(try Self.annotation(hinted)["accessibilityHint"] == "Opens profile options")
    }

    @Test func wholeCardIsOneTapTargetThatRunsTheAction() throws {
        var taps: [String] = []
        for (name, card) in [("own", Self.own { taps.append("own") }), ("acting", Self.acting { taps.append("acting") }),
                             ("compact", Self.acting(size: .compact) { taps.append("compact") })] {
            let screen = try CardsUnderTest.layout(card)
            #expect(screen.displayList.tapTargets.count == 1, "\(name)")
            #expect(screen.displayList.tapTargets[0].frame == (try Self.card(screen.displayList).shape.rect))
            #expect(screen.tap(targetAt: 0))
        }
        #expect(taps == ["own", "acting", "compact"])
    }

    @Test(arguments: CardsUnderTest.matrix)
    func longNamesWrapAndNothingIsCutOrSqueezed(setup: CardsUnderTest.Setup) throws {
        let views: [AnyView] = [AnyView(Self.own(Self.longName)), AnyView(Self.acting(Self.longName)),
                                AnyView(Self.acting(Self.longName, size: .compact)), AnyView(Self.own("Siân Llŷr"))]
        for view in views {
            let list = try CardsUnderTest.layout(view, setup).displayList
            let card = try Self.card(list).shape.rect
            let chevron = try #require(CardsUnderTest.paths(list).last).bounds
            let icon = CardsUnderTest.fills(list).first { $0.shape.rect != card }?.shape.rect
            #expect((icon == nil) == (setup.textSize >= ProfileCardMetrics.iconHiddenFromTextSize), "\(setup)")
            let inner = card.width - 2 * ProfileCardMetrics.regularPadding
            for text in list.textItems {
                #expect(CardsUnderTest.isWhole(text), "\(setup): \(text.spec.string) is cut")
                #expect(CardsUnderTest.encloses(card, text.frame), "\(setup): \(text.spec.string)")
                #expect(!CardsUnderTest.overlap(chevron, text.frame), "\(setup)")
                if let icon { #expect(!CardsUnderTest.overlap(icon, text.frame), "\(setup)") }
            }
            let textColumn = list.textItems.map(\.frame).reduce(CGRect.null) { $0.union($1) }
            let room = chevron.minX - textColumn.minX
            #expect(room >= inner * 0.5, "\(setup): the text keeps at least half the card (\(room) of \(inner))")
        }
    }

    @Test func theNumberMovesBelowItsLabelWhenTheyDoNotFit() throws {
        let list = try CardsUnderTest.layout(Self.own(), width: 320, textSize: .accessibility5).displayList
        let label = try #require(list.textItems.first { $0.spec.string == "NHS number:" }).frame
        let number = try #require(list.textItems.first { $0.spec.string.hasPrefix("485") }).frame
        #expect(number.minY >= label.maxY - 0.01)
        #expect(number.minX == label.minX)
    }
}
