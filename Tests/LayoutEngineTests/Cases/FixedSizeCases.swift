import Foundation
import NHSAppUI

/// fixedSize: the ideal size on the chosen axes, whatever is offered.
extension LayoutCases {
    static let fixedSizes: [LayoutCase] = [
        LayoutCase(name: "fixedSize keeps the ideal width when offered less", width: 100, view: {
            AnyView(Text("aaaa bbbb").font(font).fixedSize().frame(width: 20))
        }, expected: ["text 27.5,0 45x12.5 aaaa bbbb"]),
        LayoutCase(name: "vertical fixedSize wraps at the width and keeps every line", width: 100, view: {
            AnyView(Text("aaaa bbbb").font(font).fixedSize(horizontal: false, vertical: true).frame(width: 20, height: 10))
        }, expected: ["text 40,-7.5 20x25 aaaa bbbb"]),
    ]
}
