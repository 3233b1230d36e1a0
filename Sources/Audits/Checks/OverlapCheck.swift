import Drawing
import Foundation

/// Text never over a photo, and no two texts over each other.
///
/// Frames that meet by no more than `geometryTolerance` (½ pt) on either axis do not count.
/// A photo's area is its frame within its clip shape's rectangle and the clips around it.
public struct OverlapCheck: AuditCheck {
    /// An overlap check.
    public init() {}

    /// Reports `text-over-image` and `text-overlap`.
    public var rules: [AuditRule] { [.textOverImage, .textOverlap] }

    /// Texts over photos first, then overlapping pairs of texts, in paint order.
    public func findings(on page: AuditedPage) -> [Finding] {
        let slack = page.configuration.geometryTolerance
        let texts = page.texts.filter { !$0.text.isBlank }.map(\.text)
        let images: [(image: ImageItem, area: CGRect)] = page.painted.compactMap { entry in
            // An image set among a text's characters is part of that text, not a photo under it.
            guard case .image(let image) = entry.item, !image.isInText else { return nil }
            let area = entry.clips.reduce(image.frame.intersection(image.clip.rect)) { $0.intersection($1.rect) }
            return area.isNull || area.isEmpty ? nil : (image, area)
        }
        var result: [Finding] = []
        for text in texts {
            for (image, area) in images {
                guard let shared = Self.overlap(text.frame, area, slack: slack) else { continue }
                result.append(Finding(
                    rule: .textOverImage, component: "Text", subject: text.spec.string,
                    measured: "overlap " + FindingText.size(shared.size), threshold: "none beyond " + FindingText.points(slack),
                    message: "text over the photo \"\(image.assetName)\"", frame: shared))
            }
        }
        for (i, first) in texts.enumerated() {
            for second in texts[(i + 1)...] {
                guard let shared = Self.overlap(first.frame, second.frame, slack: slack) else { continue }
                result.append(Finding(
                    rule: .textOverlap, component: "Text", subject: first.spec.string + " / " + second.spec.string,
                    measured: "overlap " + FindingText.size(shared.size), threshold: "none beyond " + FindingText.points(slack),
                    message: "two texts overlap", frame: shared))
            }
        }
        return result
    }

    /// The shared area when it is deeper than `slack` on both axes.
    static func overlap(_ a: CGRect, _ b: CGRect, slack: CGFloat) -> CGRect? {
        let shared = a.intersection(b)
        guard !shared.isNull, shared.width > slack, shared.height > slack else { return nil }
        return shared
    }
}
