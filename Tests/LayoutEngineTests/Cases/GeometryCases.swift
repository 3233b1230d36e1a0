import Foundation
import NHSAppUI

/// GeometryReader: as large as offered (10 pt along an axis offered nothing), its content made
/// from its size and frame, offered that size and placed at its top-leading corner.
extension LayoutCases {
    static let geometryReaders: [LayoutCase] = [
        LayoutCase(name: "geometry reader offered no height is 10 pt tall, content at its top leading", width: 100, view: {
            AnyView(GeometryReader { _ in Text("ab") }.font(font))
        }, expected: ["text 0,0 10x12.5 ab"]),
        LayoutCase(name: "geometry reader offers its size to its content", width: 100, view: {
            AnyView(GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height)
            }.frame(height: 40))
        }, expected: ["fill 0,0 50x40"]),
        LayoutCase(name: "geometry reader in an hstack takes what its fixed sibling leaves", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Color.blue.frame(width: 30)
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
            }.frame(height: 20))
        }, expected: ["fill 0,0 30x20", "fill 30,0 70x20"]),
        LayoutCase(name: "geometry reader's content sees its frame in the page and its own", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Color.blue.frame(height: 15)
                GeometryReader { proxy in
                    Text("\(Int(proxy.frame(in: .global).minY)) \(Int(proxy.frame(in: .local).minY))")
                }.frame(height: 20)
            }.font(font))
        }, expected: ["fill 0,0 100x15", "text 0,15 20x12.5 15 0"]),
        LayoutCase(name: "several views in a geometry reader are stacked at its top leading corner", width: 100, view: {
            AnyView(GeometryReader { _ in
                Color.red.frame(width: 20, height: 10)
                Text("ab")
            }.frame(height: 30).font(font))
        }, expected: ["fill 0,0 20x10", "text 0,0 10x12.5 ab"]),
    ]
}
