import Audits
import Drawing
import Foundation
import NHSAppUI

/// The rules the component specs state, read from the components' annotations
/// (names and keys in NHSAppUI: `CampaignCardAnnotation`, `CardActionAnnotation`, …):
/// 1. `campaign-card-count`: at most one campaign card per screen; each card after the first is reported.
/// 2. `reverse-action-placement`: a `.reverse` card action inside a group (its `isInGroup` fact, or
///    its frame inside a `CardActionGroup`), or with `nhsCardStyle()` (its `isInsideNHSCard` fact,
///    or its frame inside an `NHSCardStyle` card).
/// 3. `compact-profile-card`: the compact size only for acting-for cards.
/// 4. `nhs-number-format`: an NHS number, as the card shows it (else as passed), is ten digits
///    written 3-3-4 with single spaces ("485 777 3456").
///    The check digit is not tested: the spec's own example number fails it.
public struct SpecRuleCheck: AuditCheck {
    /// A spec rule check.
    public init() {}

    /// Reports the four spec rules.
    public var rules: [AuditRule] { [.campaignCardCount, .reverseActionPlacement, .compactProfileCard, .nhsNumberFormat] }

    /// The findings, rule by rule, in annotation order.
    public func findings(on page: AuditedPage) -> [Finding] {
        campaignCount(page) + reverseActions(page) + profileCards(page)
    }

    private func campaignCount(_ page: AuditedPage) -> [Finding] {
        typealias Keys = CampaignCardAnnotation
        let cards = page.annotations(named: Keys.component)
        guard cards.count > 1 else { return [] }
        return cards.dropFirst().map { card in
            Finding(rule: .campaignCardCount, component: Keys.component, subject: card.properties[Keys.title] ?? "",
                    measured: "\(cards.count) campaign cards", threshold: "1 per screen",
                    message: "use one campaign card per screen at most", frame: card.frame)
        }
    }

    private func reverseActions(_ page: AuditedPage) -> [Finding] {
        typealias Keys = CardActionAnnotation
        let slack = page.configuration.geometryTolerance
        let groups = page.annotations(named: CardActionGroupAnnotation.component)
        let cards = page.annotations(named: NHSCardStyleAnnotation.component)
        func encloses(_ outer: ComponentAnnotation, _ inner: ComponentAnnotation) -> Bool {
            outer.frame.encloses(inner.frame, slack: slack)
        }
        return page.annotations(named: Keys.component).compactMap { action in
            guard action.properties[Keys.style] == CardActionStyle.reverse.rawValue else { return nil }
            let inGroup = action.properties[Keys.isInGroup] == "true" || groups.contains { encloses($0, action) }
            let inCard = action.properties[Keys.isInsideNHSCard] == "true" || cards.contains { encloses($0, action) }
            guard inGroup || inCard else { return nil }
            let place = [inGroup ? "inside a CardActionGroup" : nil, inCard ? "with nhsCardStyle()" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            return Finding(rule: .reverseActionPlacement, component: Keys.component, subject: action.properties[Keys.title] ?? "",
                           measured: "reverse " + place, threshold: "reverse only on its own",
                           message: "a .reverse card action draws its own card: never use it \(place)", frame: action.frame)
        }
    }

    private func profileCards(_ page: AuditedPage) -> [Finding] {
        typealias Keys = ProfileCardAnnotation
        var result: [Finding] = []
        for card in page.annotations(named: Keys.component) {
            let name = card.properties[Keys.name] ?? ""
            let variant = card.properties[Keys.variant] ?? Keys.ownVariant
            if card.properties[Keys.size] == ProfileCard.Size.compact.rawValue, variant != Keys.actingForVariant {
                result.append(Finding(rule: .compactProfileCard, component: Keys.component, subject: name,
                                      measured: "compact \(variant) card", threshold: "compact only for actingFor",
                                      message: "only use the compact size with the acting-for card", frame: card.frame))
            }
            if let number = card.properties[Keys.nhsNumberShown] ?? card.properties[Keys.nhsNumber],
               !(number.isEmpty && variant == Keys.actingForVariant),
               !NHSNumberFormat.isThreeThreeFour(number) {
                result.append(Finding(rule: .nhsNumberFormat, component: Keys.component, subject: name,
                                      measured: DumpFormat.quoted(number), threshold: "\"NNN NNN NNNN\"",
                                      message: "write the NHS number as 10 digits in 3 groups, 3-3-4, separated by single spaces",
                                      frame: card.frame))
            }
        }
        return result
    }
}
