import AssetSymbols
import Foundation

// nhs-asset-symbols: writes the asset symbols of the given asset catalogs to a Swift file (the
// NHSAssetSymbols build plugin runs it for a target's `.xcassets` folders), through
// `AssetSymbolFile.write`.
let usage = """
    usage: nhs-asset-symbols --output FILE [--import MODULE] CATALOG.xcassets...

    Writes ImageResource and ColorResource symbols (with Color, ShapeStyle, UIColor and UIImage
    statics) for every image set and colour set in the catalogs, as Xcode generates them, in the
    target's Bundle.module. MODULE is the view kit's module the file imports (default NHSAppUI).

    """
var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
var module = "NHSAppUI"
var catalogs: [URL] = []
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("nhs-asset-symbols: \(message)\n".utf8))
    exit(1)
}
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h": print(usage, terminator: ""); exit(0)
    case "--output", "--import":
        guard let value = arguments.first else { fail("\(argument) needs a value\n\n" + usage) }
        arguments.removeFirst()
        if argument == "--output" { output = value } else { module = value }
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument)\n\n" + usage) }
        catalogs.append(URL(fileURLWithPath: argument))
    }
}
guard let output else { fail("no --output FILE given\n\n" + usage) }
do {
    try AssetSymbolFile.write(catalogs: catalogs, to: URL(fileURLWithPath: output), importing: module)
} catch {
    fail("\(error)")
}
