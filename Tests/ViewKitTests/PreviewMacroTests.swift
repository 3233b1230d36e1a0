import Foundation
import Testing
import ViewKit

// Previews as Xcode 15 and 16 write them: they compile here and are left out.

private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)") }
}

#Preview {
    Greeting(name: "Sam")
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
    let name = "Alex"
    return Greeting(name: name)
}

#Preview("Toggle") {
    @Previewable @State var isOn = true
    Toggle("Reminders", isOn: $isOn)
}

/// `#Preview` and `@Previewable` compile (the declarations above) and add nothing to the module.
@Suite struct PreviewMacroTests {
    @Test func previewsCompileAndAreLeftOut() {
        // Were a preview expanded into a declaration, it would be a type or a value here; all
        // there is to check at run time is that this file, previews and all, built.
        #expect(Greeting(name: "Sam").name == "Sam")
    }
}
