import NHSAppUI

// A component as a design-system package exports it, written for iOS with only its import
// changed: a public initialiser whose default arguments name cases of SwiftUI's value types.
// Swift compiles such a default only where the module that declares the value is imported, so
// this file builds only if `import NHSAppUI` brings them all, as `import SwiftUI` does.

/// A short notice: a title over a message, aligned and read as its caller asks.
public struct Notice: View {
    var title: String
    var message: String
    var alignment: TextAlignment
    var direction: LayoutDirection
    var traits: AccessibilityTraits
    var weight: Font.Weight
    var tint: Color

    /// A notice, centred, left to right, read as a header, in a bold title.
    public init(_ title: String, message: String, alignment: TextAlignment = .center,
                direction: LayoutDirection = .leftToRight, traits: AccessibilityTraits = .isHeader,
                weight: Font.Weight = .bold, tint: Color = .blue) {
        self.title = title
        self.message = message
        self.alignment = alignment
        self.direction = direction
        self.traits = traits
        self.weight = weight
        self.tint = tint
    }

    public var body: some View {
        VStack(spacing: 4) {
            Text(title).fontWeight(weight).foregroundColor(tint).accessibilityAddTraits(traits)
            Text(message)
        }
        .multilineTextAlignment(alignment)
        .environment(\.layoutDirection, direction)
    }
}
