import Foundation

/// A path as text and back, as SwiftUI's `Path.description` and `Path.init?(_:)`: each element
/// is its points' coordinates followed by one letter, in PostScript's order (`x y m` moves,
/// `x y l` draws a line, `cx cy x y q` a quadratic curve, `c1x c1y c2x c2y x y c` a cubic one,
/// `h` closes the sub-path), separated by spaces. Whole numbers are written without a fraction;
/// any other coordinate in the shortest form that reads back as the same number, so a path
/// made from its description has the same elements.
nonisolated extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path's elements as text, for `init?(_:)` to make again.
    public var description: String {
        var words: [String] = []
        func add(_ point: CGPoint) {
            words.append(Self.word(for: point.x))
            words.append(Self.word(for: point.y))
        }
        for element in elements {
            switch element {
            case .move(let point):
                add(point)
                words.append("m")
            case .line(let point):
                add(point)
                words.append("l")
            case .quadCurve(let point, let control):
                add(control)
                add(point)
                words.append("q")
            case .curve(let point, let control1, let control2):
                add(control1)
                add(control2)
                add(point)
                words.append("c")
            case .closeSubpath:
                words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// The path `string` describes (a `description`); nil when it is not one: a word that is
    /// neither a number nor one of `m l q c h`, a letter without the coordinates it takes, or
    /// coordinates left over at the end. As in Core Graphics, a line or curve may not come before
    /// the first move, and anything may follow a close (it starts from the sub-path's start).
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            let points = Self.pointsTaken(by: word)
            guard let points, numbers.count == points * 2 else { return nil }
            let given = stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            numbers.removeAll(keepingCapacity: true)
            if word != "m", currentPoint == nil { return nil }
            switch word {
            case "m": move(to: given[0])
            case "l": addLine(to: given[0])
            case "q": addQuadCurve(to: given[1], control: given[0])
            case "c": addCurve(to: given[2], control1: given[0], control2: given[1])
            default: closeSubpath()
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    /// How many points the element written `word` takes, or nil when `word` names none.
    private static func pointsTaken(by word: Substring) -> Int? {
        switch word {
        case "m", "l": 1
        case "q": 2
        case "c": 3
        case "h": 0
        default: nil
        }
    }

    /// `value` as a word: a whole number without a fraction, any other in its shortest exact form.
    private static func word(for value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(Double(value))"
    }
}
