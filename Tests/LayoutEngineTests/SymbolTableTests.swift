import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Raster
import Testing

/// The symbol table against the real icon font, and how symbols are sized, drawn and reported.
@Suite struct SymbolTableTests {
    /// The code point list the Debian package ships beside the font.
    static let codePointFile = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    private func layout<V: View>(_ view: V, _ environment: EnvironmentValues = EnvironmentValues()) throws -> LaidOutScreen {
        try LayoutHarness.layout(view, width: 400, environment: environment, measurer: try RealMeasurer.shared())
    }

    private func texts(_ list: DisplayList) -> [TextItem] {
        DisplayList.flatten(list.items).compactMap { if case .text(let t) = $0.item { return t } else { return nil } }
    }

    private func paths(_ list: DisplayList) -> [VectorPath] {
        DisplayList.flatten(list.items).compactMap { if case .path(let p) = $0.item { return p } else { return nil } }
    }

    @Test func theTableCoversTheCommonSymbols() {
        #expect(SymbolTable.names.count >= 80)
        for name in ["chevron.left", "chevron.up", "chevron.down", "arrow.right", "calendar", "clock", "envelope",
                     "bell", "person", "person.2", "house", "gear", "gearshape", "magnifyingglass", "pills", "cross",
                     "heart", "heart.fill", "doc", "doc.text", "folder", "phone", "mappin", "mappin.and.ellipse",
                     "info", "info.circle", "exclamationmark.triangle", "checkmark", "checkmark.circle",
                     "checkmark.circle.fill", "xmark", "xmark.circle", "xmark.circle.fill", "plus", "minus", "lock",
                     "eye", "star", "trash", "pencil", "square.and.arrow.up", "qrcode"] {
            #expect(SymbolTable.glyph(for: name) != nil, "\(name) is not in the symbol table")
        }
        #expect(Set(SymbolTable.names).isDisjoint(with: SymbolPaths.names), "hand-drawn names are drawn as vectors, not from the table")
    }

    @Test func everyNameIsAGlyphTheFontHas() throws {
        let measurer = try RealMeasurer.shared()
        for name in SymbolTable.names {
            let glyph = try #require(SymbolTable.glyph(for: name))
            let spec = SymbolGlyphLayout.textSpec(glyph, pointSize: 17)
            #expect(measurer.unknownGlyphCount(spec) == 0, "\(name) → \(glyph.materialName): no glyph in the font")
            #expect(measurer.familiesUsed(spec) == [SymbolTable.family], "\(name) → \(glyph.materialName) drawn by another face")
            // One real glyph (not the missing glyph 0, not a box), and the ligature (the icon's name as
            // text) shapes to that same glyph: the code point names the icon the table says.
            let ids = measurer.glyphIDs(spec)
            #expect(ids.count == 1 && ids[0] != 0 && ids[0] & PangoTextMeasurer.unknownGlyphFlag == 0,
                    "\(name) → U+\(String(glyph.codePoint, radix: 16)): glyphs \(ids)")
            #expect(measurer.glyphIDs(TextSpec(string: glyph.materialName, font: spec.font)) == ids,
                    "\(name): the ligature \(glyph.materialName) is not the glyph of U+\(String(glyph.codePoint, radix: 16))")
        }
    }

    @Test func codePointsMatchThePackagesList() throws {
        let list = try String(contentsOfFile: Self.codePointFile, encoding: .utf8)
        var points: [String: UInt32] = [:]
        for line in list.split(separator: "\n") {
            let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0].hasPrefix("\"") else { continue }
            points[parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] =
                UInt32(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: ",")), radix: 16)
        }
        #expect(points.count > 1000, "could not read \(Self.codePointFile)")
        for name in SymbolTable.names {
            let glyph = try #require(SymbolTable.glyph(for: name))
            #expect(points[glyph.materialName] == glyph.codePoint, "\(name) → \(glyph.materialName): code point differs from the package's list")
        }
    }

    @Test func aSymbolIsDrawnAsItsGlyphInTheBoxLayoutGaveIt() throws {
        let screen = try layout(Image(systemName: "calendar").font(.body))
        let items = texts(screen.displayList)
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.spec.font.family == SymbolTable.family)
        #expect(item.spec.string == SymbolTable.glyph(for: "calendar")?.character)
        #expect(abs(item.frame.width - item.measurement.size.width) < 0.01)
        #expect(abs(item.frame.height - item.measurement.size.height) < 0.01)
        #expect(screen.displayList.annotations.isEmpty)
    }

    @Test func sizeFollowsTheFontAndDynamicType() throws {
        func width(_ font: Font, _ size: DynamicTypeSize = .large) throws -> CGFloat {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            return try #require(texts(layout(Image(systemName: "gearshape").font(font), environment).displayList).first).frame.width
        }
        let body = try width(.body)
        #expect(abs(body - 17 * SymbolGlyphLayout.emPerPoint) < 0.05, "Material icons are one em wide")
        #expect(try width(.title) > body)
        #expect(try width(.caption) < body)
        #expect(try width(.body, .accessibility5) > body * 2)
    }

    @Test func sizeFollowsImageScale() throws {
        func box(_ scale: Image.Scale) throws -> CGRect {
            try #require(texts(layout(Image(systemName: "envelope").font(.body).imageScale(scale)).displayList).first).frame
        }
        let medium = try box(.medium)
        #expect(abs(try box(.small).width - medium.width * 0.78) < 0.05)
        #expect(abs(try box(.large).width - medium.width * 1.29) < 0.05)
        // The hand-drawn chevron scales too.
        let chevron = try #require(paths(layout(Image(systemName: "chevron.right").font(.body).imageScale(.large)).displayList).first)
        #expect(chevron.bounds.height > 11.3 * 1.2)
    }

    @Test func hierarchicalDrawsLikeMonochrome() throws {
        let mono = try layout(Image(systemName: "heart.fill").symbolRenderingMode(.monochrome)).displayList
        let hierarchical = try layout(Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical)).displayList
        #expect(texts(mono).map(\.color) == texts(hierarchical).map(\.color))
        #expect(texts(mono).map(\.frame) == texts(hierarchical).map(\.frame))
    }

    @Test func anUnknownNameIsAPlaceholderBoxWithItsInitial() throws {
        let screen = try layout(Image(systemName: "zzz.not.a.symbol").font(.body))
        let box = try #require(paths(screen.displayList).first)
        #expect(abs(box.bounds.width - 17) < 0.01 && abs(box.bounds.height - 17) < 0.01)
        #expect(texts(screen.displayList).map(\.spec.string) == ["Z"])
        let annotation = try #require(screen.displayList.annotations.first)
        #expect(annotation.component == SymbolTable.unknownAnnotation)
        #expect(annotation.properties[SymbolTable.unknownNameKey] == "zzz.not.a.symbol")
    }

    @Test func theHandDrawnSymbolsStayVectors() throws {
        for name in SymbolPaths.names.sorted() {
            let list = try layout(Image(systemName: name)).displayList
            #expect(texts(list).isEmpty && paths(list).count == 1, "\(name) is no longer its vector drawing")
        }
    }
}
