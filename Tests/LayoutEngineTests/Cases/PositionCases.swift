import Foundation
import NHSAppUI

/// position(x:y:): as large as offered (the child's length on an axis offered nothing), the child
/// offered all of it and centred on the point, measured from the top-leading corner.
extension LayoutCases {
    static let positions: [LayoutCase] = [
        LayoutCase(name: "position takes the offered width and the child's height when offered none", width: 100, view: {
            AnyView(Color.red.frame(width: 20, height: 10).position(x: 30, y: 40))
        }, expected: ["fill 20,35 20x10"]),
        LayoutCase(name: "position centres the child on the point, even past the corner", width: 100, view: {
            AnyView(Text("ab").font(font).position(x: 0, y: 0).frame(width: 60, height: 40))
        }, expected: ["text 15,-6.25 10x12.5 ab"]),
        LayoutCase(name: "position in a z-stack fills it: the default point is the corner", width: 100, view: {
            AnyView(ZStack {
                Color.red.frame(width: 50, height: 50).position()
                Color.blue.frame(width: 50, height: 50).position(x: 50, y: 50)
            }.frame(width: 100, height: 100))
        }, expected: ["fill -25,-25 50x50", "fill 25,25 50x50"]),
        LayoutCase(name: "position in a vertical stack is full width, its child's height tall", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).position(CGPoint(x: 5, y: 5))
                Color.blue.frame(height: 10)
            })
        }, expected: ["fill 0,0 10x10", "fill 0,10 100x10"]),
    ]
}
