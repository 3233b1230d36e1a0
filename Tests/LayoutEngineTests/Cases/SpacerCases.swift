import Foundation
import NHSAppUI

/// Spacers along their stack, and layout priority.
extension LayoutCases {
    static let spacers: [LayoutCase] = [
        LayoutCase(name: "spacer pushes the trailing child to the end", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Text("ab")
                Spacer()
                Text("cd")
            }.font(font))
        }, expected: ["text 0,0 10x12.5 ab", "text 90,0 10x12.5 cd"]),
        LayoutCase(name: "an ideal hstack gives a spacer its minimum length", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Text("ab")
                Spacer(minLength: 30)
                Text("cd")
            }.font(font).fixedSize())
        }, expected: ["text 25,0 10x12.5 ab", "text 65,0 10x12.5 cd"]),
        LayoutCase(name: "a spacer in a vstack grows down and takes no width", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Spacer()
                Text("cd")
            }.font(font).frame(height: 100))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,87.5 10x12.5 cd"]),
    ]
}
