import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// CampaignCard (campaign-card.md, issue 4), checked on the display list with the fake measurer.
/// On the main actor, as SwiftUI tests that make views with actions are: the cards are `@MainActor`.
@MainActor @Suite struct CampaignCardTests {
    static let title = "Organ donors save lives"
    static let subtitle = "Take 2 minutes to confirm your organ donation decision"

    static func card(title: String = title, subtitle: String = subtitle, image: String = "campaign-organ-donation",
                     hint: String? = nil, action: @escaping () -> Void = {}) -> CampaignCard {
        CampaignCard(image: Image(image), title: title, subtitle: subtitle, accessibilityHint: hint, action: action)
    }

    @Test func specExampleCompilesAndShowsPhotoAbovePanelOnAPhone() throws {
        // The spec's first example, verbatim.
        let view = CampaignCard(
            image: Image("campaign-organ-donation"),
            title: "Organ donors save lives",
            subtitle: "Take 2 minutes to confirm your organ donation decision",
            action: {
                // open the campaign journey
             }
        )
        let list = try CardsUnderTest.layout(view).displayList
        let photo = try #require(list.imageItems.first)
        #expect(list.imageItems.count == 1)
        #expect(photo.assetName == "campaign-organ-donation")
        #expect(photo.contentMode == .fill, "aspect-filled and cropped, never stretched")
        #expect(photo.frame == CGRect(x: 16, y: 16, width: 361, height: CampaignCardMetrics.photoHeight))
        let texts = list.textItems
        #expect(texts.map(\.spec.string) == [Self.title, Self.subtitle])
        #expect(texts.allSatisfy { $0.frame.minY >= photo.frame.maxY + CampaignCardMetrics.panelPadding - 0.01 })
        #expect(texts[0].spec.font.weight == .bold && texts[0].spec.font.size == 22)
        #expect(texts[1].spec.font.weight == .regular && texts[1].spec.font.size == 17)
        #expect(abs(texts[1].frame.minY - texts[0].frame.maxY - CampaignCardMetrics.titleToSubtitleSpacing) < 0.01)
        #expect(texts.allSatisfy { $0.frame.minX == 16 + CampaignCardMetrics.panelPadding })
    }

    @Test func specListExampleRunsEdgeToEdgeInAList() throws {
        // The spec's second example, verbatim.
        let view = List {
            CampaignCard(
                image: Image("campaign-organ-donation"),
                title: "Organ donors save lives",
                subtitle: "Take 2 minutes to confirm your organ donation decision",
                action: {
                    // open the campaign journey
                 }
            )
            .nhsCardRowStyle()
        }
        let list = try CardsUnderTest.layout(view).displayList
        let photo = try #require(list.imageItems.first)
        #expect(photo.frame.minX == 16 && photo.frame.width == 361, "no row inset")
        let rules = list.items.filter { if case .rule = $0 { return true } else { return false } }
        #expect(rules.isEmpty, "no separator")
        #expect(list.accessibilityElements.count == 1)
    }

    @Test func panelUsesTheChosenColoursAndKeepsWhiteOnDarkBlueInBothSchemes() throws {
        for scheme in [ColorScheme.light, .dark] {
            let list = try CardsUnderTest.layout(Self.card(), scheme: scheme).displayList
            let panel = try #require(CardsUnderTest.fills(list).last)
            #expect(panel.color == RGBAColor(hex: 0x00386e), "\(scheme)")
            #expect(list.textItems.allSatisfy { $0.color == RGBAColor(hex: 0xffffff) }, "\(scheme)")
            for text in list.textItems {
                #expect(Contrast.ratio(text.color, on: panel.color) >= 4.5)
            }
            let chevron = try #require(CardsUnderTest.paths(list).first)
            if case .stroke(let colour, _) = chevron.paint {
                #expect(colour == RGBAColor(hex: 0xccdff1))
            } else {
                Issue.record("the chevron is a stroked path")
            }
        }
        // The pairing not chosen also passes AA, so the choice is about meaning, not contrast.
        let adaptive = CampaignCardPanelColors.adaptiveDarkBlue
        let ratio = Contrast.ratio(RGBAColor(adaptive.text.dark), on: RGBAColor(adaptive.background.dark))
        #expect(ratio > 8.5 && ratio < 8.6)
    }

    @Test func chevronIsCentredVerticallyAtTheTrailingEdge() throws {
        for setup in [CardsUnderTest.Setup(width: 393, sizeClass: .compact, textSize: .large, scheme: .light),
                      CardsUnderTest.Setup(width: 1032, sizeClass: .regular, textSize: .large, scheme: .light)] {
            let list = try CardsUnderTest.layout(Self.card(), setup).displayList
            let panel = try #require(CardsUnderTest.fills(list).last).shape.rect
            let chevron = try #require(CardsUnderTest.paths(list).first).bounds
            #expect(abs(chevron.midY - panel.midY) < 0.5, "\(setup)")
            #expect(abs(panel.maxX - chevron.maxX - CampaignCardMetrics.panelPadding) < 0.5, "\(setup)")
        }
    }

    @Test(arguments: CardsUnderTest.matrix)
    func photoAndTextNeverOverlapAndNoTextIsCut(setup: CardsUnderTest.Setup) throws {
        let long = String(repeating: "Take 2 minutes to confirm your organ donation decision ", count: 3)
        for card in [Self.card(), Self.card(title: "Organ donation: the decision that could save nine lives", subtitle: long)] {
            let list = try CardsUnderTest.layout(card, setup).displayList
            let photo = try #require(list.imageItems.first).frame
            let panel = try #require(CardsUnderTest.fills(list).last).shape.rect
            let chevron = try #require(CardsUnderTest.paths(list).first).bounds
            #expect(!CardsUnderTest.overlap(photo, panel), "\(setup)")
            for text in list.textItems {
                #expect(!CardsUnderTest.overlap(photo, text.frame), "\(setup): \(text.spec.string)")
                #expect(!CardsUnderTest.overlap(chevron, text.frame), "\(setup): \(text.spec.string)")
                #expect(CardsUnderTest.isWhole(text), "\(setup): \(text.spec.string) is cut")
                #expect(CardsUnderTest.encloses(panel.insetBy(dx: CampaignCardMetrics.panelPadding, dy: CampaignCardMetrics.panelPadding),
                                                text.frame), "\(setup)")
            }
            #expect(panel.maxX <= setup.width - CardsUnderTest.margin + 0.01, "\(setup): the card stays on screen")
        }
    }

    @Test(arguments: CardsUnderTest.matrix)
    func photoSitsLeftOnlyOnRegularWidthBelowAX1(setup: CardsUnderTest.Setup) throws {
        let list = try CardsUnderTest.layout(Self.card(), setup).displayList
        let photo = try #require(list.imageItems.first).frame
        let title = try #require(list.textItems.first).frame
        let beside = setup.sizeClass == .regular && setup.textSize < .accessibility1
        #expect((photo.maxX <= title.minX) == beside, "\(setup)")
        #expect((photo.maxY <= title.minY) == !beside, "\(setup)")
        let annotation = try #require(list.annotations.first { $0.component == "CampaignCard" })
        #expect(annotation.properties["layout"] == (beside ? "sideBySide" : "stacked"))
        if beside {
            let card = annotation.frame
            #expect(photo.width == (card.width * CampaignCardMetrics.sideBySidePhotoFraction).rounded())
            #expect(photo.height == card.height && card.height >= CampaignCardMetrics.photoHeight)
        } else {
            #expect(photo.width == setup.width - 2 * CardsUnderTest.margin)
            #expect(photo.height == CampaignCardMetrics.photoHeight)
        }
    }

    @Test func stackedThresholdIsAX1() {
        #expect(CampaignCardMetrics.stackedFromTextSize == .accessibility1)
        #expect(CampaignCardArrangement.forEnvironment(horizontalSizeClass: .regular, dynamicTypeSize: .xxxLarge) == .sideBySide)
        #expect(CampaignCardArrangement.forEnvironment(horizontalSizeClass: .regular, dynamicTypeSize: .accessibility1) == .stacked)
        #expect(CampaignCardArrangement.forEnvironment(horizontalSizeClass: .compact, dynamicTypeSize: .xSmall) == .stacked)
        #expect(CampaignCardArrangement.forEnvironment(horizontalSizeClass: nil, dynamicTypeSize: .large) == .stacked)
    }

    @Test func sideBySideCentresTheTextAndRoundsOnlyTheOutsideCorners() throws {
        let list = try CardsUnderTest.layout(Self.card(), width: 1032, sizeClass: .regular).displayList
        let panel = try #require(CardsUnderTest.fills(list).last)
        let texts = list.textItems
        let block = texts[0].frame.union(texts[1].frame)
        #expect(abs(block.midY - panel.shape.rect.midY) < 0.5)
        let radius = NHSMetrics.cardCornerRadius
        #expect(panel.shape.radii == CornerRadii(topLeading: 0, topTrailing: radius, bottomLeading: 0, bottomTrailing: radius))
        let clip = try #require(CardsUnderTest.imageClips(list).first?.last)
        #expect(clip.radii == CornerRadii(topLeading: radius, topTrailing: 0, bottomLeading: radius, bottomTrailing: 0))
        #expect(clip.style == .continuous && panel.shape.style == .continuous)
        let photo = try #require(list.imageItems.first).frame
        #expect(photo.maxX == panel.shape.rect.minX, "photo and panel meet without a gap")
    }

    @Test func stackedRoundsThePhotoTopAndThePanelBottom() throws {
        let list = try CardsUnderTest.layout(Self.card()).displayList
        let radius = NHSMetrics.cardCornerRadius
        let panel = try #require(CardsUnderTest.fills(list).last)
        #expect(panel.shape.radii == CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: radius, bottomTrailing: radius))
        let clip = try #require(CardsUnderTest.imageClips(list).first?.last)
        #expect(clip.radii == CornerRadii(topLeading: radius, topTrailing: radius, bottomLeading: 0, bottomTrailing: 0))
        let photo = try #require(list.imageItems.first).frame
        #expect(photo.maxY == panel.shape.rect.minY)
    }

    @Test func longerTextGrowsThePanel() throws {
        let short = try CardsUnderTest.layout(Self.card(), width: 320, textSize: .accessibility5).displayList
        let long = try CardsUnderTest.layout(
            Self.card(subtitle: String(repeating: Self.subtitle + " ", count: 3)), width: 320, textSize: .accessibility5).displayList
        let shortPanel = try #require(CardsUnderTest.fills(short).last).shape.rect
        let longPanel = try #require(CardsUnderTest.fills(long).last).shape.rect
        #expect(longPanel.height > shortPanel.height)
        let lastText = try #require(long.textItems.last).frame
        #expect(abs(longPanel.maxY - lastText.maxY - CampaignCardMetrics.panelPadding) < 0.01)
    }

    @Test func portraitAndWidePhotosFillTheSameFrameCropped() throws {
        var frames: [CGRect] = []
        for name in ["portrait-dogs-at-window", "outdoors-dandelion-meadow-wide", "campaign-organ-donation"] {
            let photo = try #require(try CardsUnderTest.layout(Self.card(image: name)).displayList.imageItems.first)
            #expect(photo.contentMode == .fill)
            frames.append(photo.frame)
        }
        #expect(Set(frames.map { "\($0)" }).count == 1, "the frame does not follow the photo's shape")
    }

    @Test func wholeCardIsOneTapTargetThatRunsTheAction() throws {
        var taps = 0
        for setup in [CardsUnderTest.Setup(width: 393, sizeClass: .compact, textSize: .large, scheme: .light),
                      CardsUnderTest.Setup(width: 1032, sizeClass: .regular, textSize: .large, scheme: .dark)] {
            let screen = try CardsUnderTest.layout(Self.card { taps += 1 }, setup)
            let list = screen.displayList
            #expect(list.tapTargets.count == 1)
            let photo = try #require(list.imageItems.first).frame
            let panel = try #require(CardsUnderTest.fills(list).last).shape.rect
            #expect(list.tapTargets[0].frame == photo.union(panel), "\(setup)")
            #expect(screen.tap(targetAt: 0))
        }
        #expect(taps == 2)
    }

    @Test func voiceOverReadsOneButtonWithTitleSubtitleAndHint() throws {
        let plain = try CardsUnderTest.layout(Self.card()).displayList
        #expect(plain.accessibilityElements.count == 1)
        let element = try #require(plain.accessibilityElements.first)
        #expect(element.label == "Organ donors save lives, Take 2 minutes to confirm your organ donation decision")
        #expect(element.hint == nil)
        #expect(element.traits.contains(.isButton))
        #expect(!element.traits.contains(.isImage), "the photo is hidden")

        let hinted = try CardsUnderTest.layout(Self.card(hint: "Opens in a web browser")).displayList
        #expect(hinted.accessibilityElements.count == 1)
        #expect(hinted.accessibilityElements[0].hint == "Opens in a web browser")
        #expect(hinted.accessibilityElements[0].spokenDescription
            == "Button. Organ donors save lives, Take 2 minutes to confirm your organ donation decision. Hint: Opens in a web browser.")
    }

    @Test func annotationCarriesTheFactsTheAuditsNeed() throws {
        let list = try CardsUnderTest.layout(Self.card(hint: "Opens in a web browser")).displayList
        let annotations = list.annotations.filter { $0.component == CampaignCardAnnotation.component }
        #expect(annotations.count == 1)
        let properties = try #require(annotations.first).properties
        #expect(properties["title"] == Self.title)
        #expect(properties["subtitle"] == Self.subtitle)
        #expect(properties["image"] == "campaign-organ-donation")
        #expect(properties["layout"] == "stacked")
        #expect(properties["accessibilityHint"] == "Opens in a web browser")
        let two = try CardsUnderTest.layout(VStack { Self.card(); Self.card() }).displayList
        #expect(two.annotations.filter { $0.component == "CampaignCard" }.count == 2, "two cards stay visible to the audit")
    }

    @Test func aMissingImageGivesAnErrorNamingIt() {
        do {
            _ = try CardsUnderTest.layout(Self.card(image: "campaign-that-does-not-exist"))
            Issue.record("layout should fail")
        } catch {
            #expect("\(error)".contains("campaign-that-does-not-exist"))
        }
    }
}

extension RGBAColor {
    /// The display-list colour of a kit colour value.
    init(_ color: Color.Resolved) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
    }
}
