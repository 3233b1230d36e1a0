import Foundation

/// The system's types the kit knows, with the identifiers, conformances, filename extensions and
/// MIME types Apple documents for them (`UniformTypeIdentifiers`' `UTType` statics), and an
/// English description each. Types are listed before the types that conform to them.
nonisolated enum UTTypeCatalogue {
    private static func system(_ identifier: String, _ parents: [String], _ extensions: [String] = [],
                               _ mimeTypes: [String] = [], _ summary: String) -> UTType {
        UTType(identifier: identifier, parents: parents, extensions: extensions, mimeTypes: mimeTypes, summary: summary, origin: .system)
    }

    static let item = system("public.item", [], "item")
    static let content = system("public.content", [], "content")
    static let compositeContent = system("public.composite-content", ["public.content"], "composite content")
    static let data = system("public.data", ["public.item"], "data")
    static let directory = system("public.directory", ["public.item"], "folder")
    static let folder = system("public.folder", ["public.directory"], "folder")
    static let text = system("public.text", ["public.data", "public.content"], "text")
    static let plainText = system("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text document")
    static let utf8PlainText = system("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode (UTF-8) text")
    static let utf16PlainText = system("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode (UTF-16) text")
    static let delimitedText = system("public.delimited-values-text", ["public.text"], [], [], "delimited text")
    static let commaSeparatedText = system("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "comma-separated values")
    static let tabSeparatedText = system("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values")
    static let rtf = system("public.rtf", ["public.text"], ["rtf"], ["text/rtf"], "rich text document")
    static let html = system("public.html", ["public.text"], ["html", "htm"], ["text/html"], "HTML document")
    static let xml = system("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML document")
    static let json = system("public.json", ["public.text"], ["json"], ["application/json"], "JSON document")
    static let yaml = system("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML document")
    static let vCard = system("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard")
    static let calendarEvent = system("public.calendar-event", ["public.item", "public.content"], ["ics"], ["text/calendar"], "calendar event")
    static let emailMessage = system("public.email-message", ["public.data", "public.content"], ["eml"], ["message/rfc822"], "email message")
    static let url = system("public.url", ["public.data"], [], [], "URL")
    static let fileURL = system("public.file-url", ["public.url"], [], [], "file URL")
    static let propertyList = system("com.apple.property-list", ["public.data"], ["plist"], [], "property list")
    static let image = system("public.image", ["public.data", "public.content"], "image")
    static let jpeg = system("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image")
    static let png = system("public.png", ["public.image"], ["png"], ["image/png"], "PNG image")
    static let gif = system("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image")
    static let tiff = system("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image")
    static let bmp = system("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image")
    static let heif = system("public.heif", ["public.image"], ["heif"], ["image/heif"], "HEIF image")
    static let heic = system("public.heic", ["public.image"], ["heic"], ["image/heic"], "HEIC image")
    static let webP = system("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image")
    static let svg = system("public.svg-image", ["public.image", "public.xml"], ["svg"], ["image/svg+xml"], "SVG image")
    static let pdf = system("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document")
    static let spreadsheet = system("public.spreadsheet", ["public.content"], [], [], "spreadsheet")
    static let presentation = system("public.presentation", ["public.composite-content"], [], [], "presentation")
    static let audiovisualContent = system("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content")
    static let movie = system("public.movie", ["public.audiovisual-content"], "movie")
    static let video = system("public.video", ["public.movie"], "video")
    static let mpeg4Movie = system("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4"], "MPEG-4 movie")
    static let quickTimeMovie = system("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie")
    static let audio = system("public.audio", ["public.audiovisual-content"], "audio")
    static let mp3 = system("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio")
    static let mpeg4Audio = system("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4"], "MPEG-4 audio")
    static let wav = system("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], "Waveform audio")
    static let archive = system("public.archive", ["public.data"], "archive")
    static let zip = system("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"], "ZIP archive")
    static let gzip = system("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive")
    static let executable = system("public.executable", ["public.item"], "executable")
    static let sourceCode = system("public.source-code", ["public.plain-text"], [], [], "source code")
    static let swiftSource = system("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source")

    /// Every type above, each after the types it conforms to.
    static let systemTypes: [UTType] = [
        item, content, compositeContent, data, directory, folder, text, plainText, utf8PlainText, utf16PlainText,
        delimitedText, commaSeparatedText, tabSeparatedText, rtf, html, xml, json, yaml, vCard, calendarEvent, emailMessage,
        url, fileURL, propertyList, image, jpeg, png, gif, tiff, bmp, heif, heic, webP, svg, pdf, spreadsheet, presentation,
        audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie, audio, mp3, mpeg4Audio, wav, archive, zip, gzip,
        executable, sourceCode, swiftSource,
    ]
}

private nonisolated extension UTTypeCatalogue {
    static func system(_ identifier: String, _ parents: [String], _ summary: String) -> UTType {
        system(identifier, parents, [], [], summary)
    }
}

/// The system's types, as `UniformTypeIdentifiers` names them.
nonisolated extension UTType {
    /// `public.item`: every item, the root of the physical hierarchy.
    public static var item: UTType { UTTypeCatalogue.item }
    /// `public.content`: every kind of content, the root of the functional hierarchy.
    public static var content: UTType { UTTypeCatalogue.content }
    /// `public.composite-content`: content of several kinds, such as a PDF.
    public static var compositeContent: UTType { UTTypeCatalogue.compositeContent }
    /// `public.data`: bytes in a file or in memory.
    public static var data: UTType { UTTypeCatalogue.data }
    /// `public.directory`: a folder or package.
    public static var directory: UTType { UTTypeCatalogue.directory }
    /// `public.folder`: a folder a person sees as one.
    public static var folder: UTType { UTTypeCatalogue.folder }
    /// `public.text`: any text.
    public static var text: UTType { UTTypeCatalogue.text }
    /// `public.plain-text`: text without markup (`txt`, `text/plain`).
    public static var plainText: UTType { UTTypeCatalogue.plainText }
    /// `public.utf8-plain-text`: plain text in UTF-8.
    public static var utf8PlainText: UTType { UTTypeCatalogue.utf8PlainText }
    /// `public.utf16-plain-text`: plain text in UTF-16.
    public static var utf16PlainText: UTType { UTTypeCatalogue.utf16PlainText }
    /// `public.delimited-values-text`: rows of values split by a character.
    public static var delimitedText: UTType { UTTypeCatalogue.delimitedText }
    /// `public.comma-separated-values-text` (`csv`, `text/csv`).
    public static var commaSeparatedText: UTType { UTTypeCatalogue.commaSeparatedText }
    /// `public.tab-separated-values-text` (`tsv`).
    public static var tabSeparatedText: UTType { UTTypeCatalogue.tabSeparatedText }
    /// `public.rtf`: rich text (`rtf`).
    public static var rtf: UTType { UTTypeCatalogue.rtf }
    /// `public.html` (`html`, `htm`, `text/html`).
    public static var html: UTType { UTTypeCatalogue.html }
    /// `public.xml` (`xml`, `application/xml`).
    public static var xml: UTType { UTTypeCatalogue.xml }
    /// `public.json` (`json`, `application/json`).
    public static var json: UTType { UTTypeCatalogue.json }
    /// `public.yaml` (`yaml`, `yml`).
    public static var yaml: UTType { UTTypeCatalogue.yaml }
    /// `public.vcard`: a contact card (`vcf`).
    public static var vCard: UTType { UTTypeCatalogue.vCard }
    /// `public.calendar-event` (`ics`, `text/calendar`).
    public static var calendarEvent: UTType { UTTypeCatalogue.calendarEvent }
    /// `public.email-message` (`eml`, `message/rfc822`).
    public static var emailMessage: UTType { UTTypeCatalogue.emailMessage }
    /// `public.url`: a web address or other URL.
    public static var url: UTType { UTTypeCatalogue.url }
    /// `public.file-url`: the URL of a file.
    public static var fileURL: UTType { UTTypeCatalogue.fileURL }
    /// `com.apple.property-list` (`plist`).
    public static var propertyList: UTType { UTTypeCatalogue.propertyList }
    /// `public.image`: any image.
    public static var image: UTType { UTTypeCatalogue.image }
    /// `public.jpeg` (`jpeg`, `jpg`, `image/jpeg`).
    public static var jpeg: UTType { UTTypeCatalogue.jpeg }
    /// `public.png` (`png`, `image/png`).
    public static var png: UTType { UTTypeCatalogue.png }
    /// `com.compuserve.gif` (`gif`).
    public static var gif: UTType { UTTypeCatalogue.gif }
    /// `public.tiff` (`tiff`, `tif`).
    public static var tiff: UTType { UTTypeCatalogue.tiff }
    /// `com.microsoft.bmp` (`bmp`).
    public static var bmp: UTType { UTTypeCatalogue.bmp }
    /// `public.heif` (`heif`).
    public static var heif: UTType { UTTypeCatalogue.heif }
    /// `public.heic` (`heic`).
    public static var heic: UTType { UTTypeCatalogue.heic }
    /// `org.webmproject.webp` (`webp`).
    public static var webP: UTType { UTTypeCatalogue.webP }
    /// `public.svg-image` (`svg`, `image/svg+xml`).
    public static var svg: UTType { UTTypeCatalogue.svg }
    /// `com.adobe.pdf` (`pdf`, `application/pdf`).
    public static var pdf: UTType { UTTypeCatalogue.pdf }
    /// `public.spreadsheet`.
    public static var spreadsheet: UTType { UTTypeCatalogue.spreadsheet }
    /// `public.presentation`.
    public static var presentation: UTType { UTTypeCatalogue.presentation }
    /// `public.audiovisual-content`.
    public static var audiovisualContent: UTType { UTTypeCatalogue.audiovisualContent }
    /// `public.movie`: video, with or without sound.
    public static var movie: UTType { UTTypeCatalogue.movie }
    /// `public.video`: video without sound.
    public static var video: UTType { UTTypeCatalogue.video }
    /// `public.mpeg-4` (`mp4`, `video/mp4`).
    public static var mpeg4Movie: UTType { UTTypeCatalogue.mpeg4Movie }
    /// `com.apple.quicktime-movie` (`mov`).
    public static var quickTimeMovie: UTType { UTTypeCatalogue.quickTimeMovie }
    /// `public.audio`.
    public static var audio: UTType { UTTypeCatalogue.audio }
    /// `public.mp3` (`mp3`, `audio/mpeg`).
    public static var mp3: UTType { UTTypeCatalogue.mp3 }
    /// `public.mpeg-4-audio` (`m4a`).
    public static var mpeg4Audio: UTType { UTTypeCatalogue.mpeg4Audio }
    /// `com.microsoft.waveform-audio` (`wav`).
    public static var wav: UTType { UTTypeCatalogue.wav }
    /// `public.archive`.
    public static var archive: UTType { UTTypeCatalogue.archive }
    /// `public.zip-archive` (`zip`, `application/zip`).
    public static var zip: UTType { UTTypeCatalogue.zip }
    /// `org.gnu.gnu-zip-archive` (`gz`).
    public static var gzip: UTType { UTTypeCatalogue.gzip }
    /// `public.executable`.
    public static var executable: UTType { UTTypeCatalogue.executable }
    /// `public.source-code`.
    public static var sourceCode: UTType { UTTypeCatalogue.sourceCode }
    /// `public.swift-source` (`swift`).
    public static var swiftSource: UTType { UTTypeCatalogue.swiftSource }
}
