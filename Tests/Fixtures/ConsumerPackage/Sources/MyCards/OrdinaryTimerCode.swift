import Foundation
import NHSAppUI

// Ordinary iOS 16–18 code: a timer, a scroll position, images from this package's own bundle and
// the older navigation title and a localized string, with only the import changed.

struct AppointmentCountdownScreen: View {
    let start: Date
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var pulse = false

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Image(decorative: "welcome-sunrise", bundle: .module)
                        .resizable()
                        .frame(height: 80)
                    Text(String(localized: "Your appointment", comment: "Screen heading"))
                    Text("Starts in \(timerInterval: Date.now...start)")
                    Text(timerInterval: Date.now...start, countsDown: true, showsHours: false)
                        .monospacedDigit()
                    ProgressView(timerInterval: Date.now...start) {
                        Text("Waiting room")
                    }
                    Image(systemName: "wifi", variableValue: 0.6)
                        .keyframeAnimator(initialValue: 1.0, trigger: pulse) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            LinearKeyframe(1.2, duration: 0.2)
                            SpringKeyframe(1.0)
                        }
                    ForEach(0..<3, id: \.self) { index in
                        Text("Step \(index + 1)").id(index)
                            .onScrollVisibilityChange { _ in }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
            .listItemTint(.monochrome)
            .navigationBarTitle("Your appointment", displayMode: .inline)
        }
    }
}
