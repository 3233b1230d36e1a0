import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Testing

/// `blendMode(_:)`: the view composited on its own and blended with what is under it, with the
/// PDF blend modes Cairo and Core Graphics share.
@Suite struct BlendModeTests {
    /// The middle pixel of an orange square under a green one in `mode`, at 1x on the page.
    static func blended(_ mode: BlendMode) throws -> [Int] {
        let view = ZStack {
            Color(hex: 0xff8000).frame(width: 20, height: 20)
            Color(hex: 0x80ff80).frame(width: 20, height: 20).blendMode(mode)
        }
        var configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        configuration.scale = 1
        let snapshot = try render(view, configuration: configuration)
        guard case .fill(let square, _) = try #require(snapshot.displayList.items.first) else {
            Issue.record("the orange square is not the first item")
            return []
        }
        let centre = square.rect
        let pixel = snapshot.bitmap.pixel(x: Int(centre.midX), y: Int(centre.midY))
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    static func close(_ got: [Int], _ expected: [Int]) -> Bool {
        zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test func separableModesBlendChannelByChannel() throws {
        // multiply: a × b; screen: a + b − a × b; darken / lighten: the smaller / larger channel.
        #expect(Self.close(try Self.blended(.multiply), [0x80, 0x80, 0x00]))
        #expect(Self.close(try Self.blended(.screen), [0xff, 0xff, 0x80]))
        #expect(Self.close(try Self.blended(.darken), [0x80, 0x80, 0x00]))
        #expect(Self.close(try Self.blended(.lighten), [0xff, 0xff, 0x80]))
        #expect(Self.close(try Self.blended(.difference), [0x7f, 0x7f, 0x80]))
    }

    @Test func normalDrawsTheViewAsItIs() throws {
        #expect(try Self.blended(.normal) == [0x80, 0xff, 0x80])
        #expect(try Self.blended(.plusDarker) == [0x80, 0xff, 0x80])
        let list = try layoutScreen(Color.red.frame(width: 10, height: 10).blendMode(.normal),
                                    configuration: SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light))
        #expect(list.displayList.items.allSatisfy { if case .effect = $0 { false } else { true } })
    }

    @Test func theDumpNamesTheBlend() throws {
        let list = try layoutScreen(Color.red.frame(width: 10, height: 10).blendMode(.multiply),
                                    configuration: SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light))
        #expect(list.displayList.dump().contains("blend multiply"))
    }

    /// A canvas blends what it draws with what it already holds, not with what is under it.
    @Test func aCanvasBlendsWithinItself() throws {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(hex: 0xff0000)))
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(Color(hex: 0x00ff00)))
        }
        .frame(width: 30, height: 20)
        .background(Color(hex: 0x0000ff))
        var configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        configuration.scale = 1
        let snapshot = try render(canvas, configuration: configuration)
        guard case .fill(let backing, _) = try #require(snapshot.displayList.items.first) else {
            Issue.record("the blue background is not the first item")
            return
        }
        let origin = backing.rect.origin
        func pixel(_ x: CGFloat) -> [Int] {
            let value = snapshot.bitmap.pixel(x: Int(origin.x + x), y: Int(origin.y + 10))
            return [Int(value.red), Int(value.green), Int(value.blue)]
        }
        #expect(pixel(5) == [0xff, 0x00, 0x00])
        #expect(pixel(15) == [0xff, 0xff, 0x00]) // red screen green
        #expect(pixel(25) == [0x00, 0xff, 0x00]) // over nothing on the canvas: the green as it is
    }
}
