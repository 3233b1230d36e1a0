import Drawing
import Foundation
import NHSAppUI

/// Stand-ins that leave the same annotations as the NHSAppUI components (names and keys written
/// out literally, so a change to the components' `*Annotation` keys that breaks the contract fails a test).
struct StandInCampaignCard: View {
    let title: String
    let subtitle: String

    var body: some View {
        Button {} label: {
            VStack(alignment: .leading, spacing: 6) {
                Text(title).font(.nhsTitle2).bold()
                Text(subtitle).font(.nhsBody)
            }
            .foregroundStyle(.nhsWhiteOnly)
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.nhsDarkBlueOnly)
        }
        .buttonStyle(.plain)
        .componentAnnotation("CampaignCard", ["title": title, "subtitle": subtitle])
    }
}

/// A card action stand-in: a row in a button, annotated like `CardAction`.
struct StandInCardAction: View {
    let title: String
    var style = "primary"
    var isInGroup = false
    var isInsideNHSCard = false

    var body: some View {
        Button {} label: {
            Text(title).foregroundStyle(style == "reverse" ? .nhsWhiteOnly : .nhsText)
                .padding(16)
                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                .background(style == "reverse" ? Color.nhsBlueOnly : Color.nhsWhite)
        }
        .buttonStyle(.plain)
        .componentAnnotation("CardAction", [
            "title": title, "style": style, "isInGroup": String(isInGroup), "isInsideNHSCard": String(isInsideNHSCard),
        ])
    }
}

/// A group stand-in: header and rows, annotated like `CardActionGroup`.
struct StandInCardActionGroup: View {
    let header: String
    let titles: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(header).font(.nhsHeadline).foregroundStyle(.nhsText).accessibilityAddTraits(.isHeader)
            VStack(spacing: 0) {
                ForEach(titles.indices, id: \.self) { index in
                    StandInCardAction(title: titles[index])
                }
            }
        }
        .componentAnnotation("CardActionGroup", ["style": "primary", "header": header])
    }
}

/// A profile card stand-in annotated like `ProfileCard`.
struct StandInProfileCard: View {
    let name: String
    var variant = "own"
    var size = "regular"
    var nhsNumber: String?

    var body: some View {
        Button {} label: {
            Text(name).foregroundStyle(.nhsText).padding(16).frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.nhsPaleBlue)
        }
        .buttonStyle(.plain)
        .componentAnnotation("ProfileCard", {
            var properties = ["name": name, "variant": variant, "size": size]
            if let nhsNumber { properties["nhsNumber"] = nhsNumber }
            return properties
        }())
    }
}
