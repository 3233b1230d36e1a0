import Foundation
@testable import NHSSnapshot
import Testing

@Suite struct GalleryTests {
    @Test func everyNameIsEscaped() {
        let page = GalleryPage.html(title: "Run <1> & \"2\"", intro: "it's", sections: [
            GallerySection(title: "<script>alert('x')</script>", items: [
                GalleryItem(segments: ["<script>", "a b", "x\".png"], caption: "<img src=x onerror=alert(1)>"),
            ]),
        ])
        #expect(!page.contains("<script>"))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(page.contains("Run &lt;1&gt; &amp; &quot;2&quot;"))
        #expect(page.contains("href=\"%3Cscript%3E/a%20b/x%22.png\""))
    }

    @Test func theRunGalleryLinksEveryImageThatExists() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let hostile = Scenario(component: "<script>", name: "../../etc") { EmptyViewMaker.make() }
        let plan = SnapshotPlan(catalogue: try ScenarioCatalogue([hostile]), matrix: .quick)
        let out = folder.url.appendingPathComponent("Output")
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).render(plan, into: out)
        let url = try RunGallery.write(for: plan, outputFolder: out)
        let page = try String(contentsOf: url, encoding: .utf8)
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;/../../etc"))
        for cell in plan.cells {
            #expect(page.contains("href=\"script/etc/\(cell.configuration.fileStem).png\""))
        }
        #expect(folder.files().allSatisfy { $0.hasPrefix("Output/script/etc/") || $0 == "Output/index.html" || $0 == "Package.swift" })
    }
}
