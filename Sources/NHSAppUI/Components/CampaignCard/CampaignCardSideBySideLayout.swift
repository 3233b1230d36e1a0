import Foundation

/// The campaign card's regular-width arrangement: the photo on the left, the panel on the right.
///
/// 1. The photo takes `photoFraction` of the width, rounded to whole points so the seam between
///    photo and panel falls on a pixel edge; the panel takes the rest.
/// 2. The card is as tall as the panel's text needs at that width, and never less than
///    `minimumHeight`, so the panel grows with its text and the photo grows with it.
/// 3. Both children are offered the card's full height; the panel centres its text in it.
/// With no width proposed, the card is as wide as the panel's ideal width needs.
struct CampaignCardSideBySideLayout: Layout {
    /// The photo's share of the width.
    var photoFraction: CGFloat
    /// The least height of the card.
    var minimumHeight: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard subviews.count == 2 else { return .zero }
        let width = cardWidth(proposal, subviews)
        let panelWidth = width - photoWidth(for: width)
        let panelHeight = subviews[1].sizeThatFits(ProposedViewSize(width: panelWidth, height: nil)).height
        return CGSize(width: width, height: max(minimumHeight, panelHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard subviews.count == 2 else { return }
        let photoWidth = photoWidth(for: bounds.width)
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: photoWidth, height: bounds.height))
        subviews[1].place(at: CGPoint(x: bounds.minX + photoWidth, y: bounds.minY),
                          proposal: ProposedViewSize(width: bounds.width - photoWidth, height: bounds.height))
    }

    /// The photo's width in a card `width` wide.
    func photoWidth(for width: CGFloat) -> CGFloat {
        (width * photoFraction).rounded()
    }

    private func cardWidth(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat {
        if let width = proposal.width, width.isFinite { return max(0, width) }
        let idealPanel = subviews[1].sizeThatFits(.unspecified).width
        return (idealPanel / (1 - photoFraction)).rounded(.up)
    }
}
