import NHSAppUI

// Ordinary SwiftUI for what happens over time or under a finger, written for iOS with only its
// import changed: animations and transitions, alerts and dialogs, gestures, dismissing, and the
// modifiers a screen uses to fit the device around it.

struct ExpandableReminder: View {
    var title: String
    @State private var isExpanded = false
    @State private var confirmsDelete = false
    @State private var showsAlert = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
                    .animation(.spring(response: 0.3, dampingFraction: 0.8), value: isExpanded)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() }
            }
            if isExpanded {
                Text("Take with food.")
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
            Text("Draft").hidden()
            HStack {
                Button("Delete", role: .destructive) { confirmsDelete = true }
                Button("Close") { dismiss() }
            }
            .controlSize(.large)
        }
        .padding()
        .border(Color.gray, width: 1)
        .cornerRadius(8)
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
        .accessibilityIdentifier("reminder")
        .confirmationDialog("Delete reminder?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        .alert("Reminder saved", isPresented: $showsAlert) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("We will remind you at 9am.")
        }
        .onLongPressGesture { showsAlert = true }
        .allowsHitTesting(true)
    }
}

struct FullBleedHeader: View {
    var body: some View {
        ZStack {
            Color.blue.ignoresSafeArea()
            Text("Welcome").foregroundColor(.white)
        }
        .statusBarHidden()
        .preferredColorScheme(.light)
    }
}

/// A bar filled in proportion, sized from the space it is given.
struct DoseProgressBar: View {
    var taken: Int
    var prescribed: Int

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5))
                Capsule()
                    .fill(Color.green)
                    .frame(width: proxy.size.width * CGFloat(taken) / CGFloat(max(prescribed, 1)))
            }
            .frame(height: proxy.size.height)
            .accessibilityLabel("\(taken) of \(prescribed) doses taken")
            .overlay(alignment: .trailing) {
                Text("\(Int(proxy.frame(in: .local).width))")
                    .hidden()
            }
        }
        .frame(height: 8)
        .coordinateSpace(name: "bar")
    }
}

struct Clinic: Identifiable {
    let id = UUID()
    var name: String
    var photo: URL?
}

/// A list screen with a menu, remote photos, a pinned button and item-driven presentations.
struct ClinicsScreen: View {
    var clinics: [Clinic]
    @State private var selected: Clinic?
    @State private var showsHelp = false
    @State private var sortByName = true
    @Environment(\.locale) private var locale

    var body: some View {
        NavigationStack {
            List(clinics) { clinic in
                HStack {
                    AsyncImage(url: clinic.photo) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 44, height: 44)
                    .clipShape(Circle())
                    AsyncImage(url: clinic.photo) { phase in
                        if let image = phase.image {
                            image.resizable()
                        } else if phase.error != nil {
                            Color.red
                        } else {
                            Color.gray
                        }
                    }
                    .frame(width: 20, height: 20)
                    Text(clinic.name)
                }
            }
            .navigationTitle("Clinics")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("By name") { sortByName = true }
                        Button("By distance") { sortByName = false }
                    }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .safeAreaInset(edge: .bottom) {
                Button("Find a clinic near me") { showsHelp = true }
                    .buttonStyle(.borderedProminent)
                    .padding()
            }
            .sheet(item: $selected) { clinic in Text(clinic.name) }
            .popover(isPresented: $showsHelp) { Text("Help") }
            .sensoryFeedback(.selection, trigger: sortByName)
        }
    }
}

/// An editable list of repeat medicines, as iOS code writes one.
struct RepeatMedicinesList: View {
    @State private var medicines = ["Amoxicillin", "Salbutamol", "Sertraline"]
    @State private var remindersOn = true

    var body: some View {
        List {
            Section {
                ForEach(medicines, id: \.self) { name in
                    Text(name)
                        .textSelection(.enabled)
                        .privacySensitive()
                        .contextMenu { Button("Copy name") {} }
                        .swipeActions(edge: .trailing) { Button("Remove", role: .destructive) {} }
                }
                .onDelete { medicines.remove(atOffsets: $0) }
                .onMove { medicines.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("Repeat medicines").accessibilityHeading(.h2)
            }
            Toggle("Reminders", isOn: $remindersOn).toggleStyle(.switch)
        }
        .scrollDismissesKeyboard(.interactively)
        .onOpenURL { _ in }
        .onContinueUserActivity("uk.nhs.app.medicines") { activity in
            _ = activity.userInfo?["medicine"] as? String
        }
        .userActivity("uk.nhs.app.medicines") { activity in
            activity.title = "Your medicines"
            activity.isEligibleForSearch = true
            activity.addUserInfoEntries(from: ["medicine": "Amoxicillin"])
        }
        .drawingGroup()
        .help("Your repeat medicines")
    }
}

/// VoiceOver's order and actions, a pager read as one adjustable element, keyboard shortcuts and
/// an absolutely positioned badge, as iOS screen code writes them.
struct MessageRow: View {
    var sender: String
    var unread: Int
    @State private var page = 1

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(sender).font(.headline)
                    .accessibilitySortPriority(1)
                Text("Today").font(.caption)
            }
            .accessibilityElement(children: .contain)
            .accessibilityAction(named: "Archive") {}
            .accessibilityAction(named: Text("Delete")) {}
            .accessibilityAction(.magicTap) {}
            HStack {
                Button("Previous") { page -= 1 }
                    .keyboardShortcut(.leftArrow, modifiers: [])
                Text("\(page)")
                Button("Next") { page += 1 }
                    .keyboardShortcut("n")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Page")
            .accessibilityValue("\(page)")
            .accessibilityAdjustableAction { direction in
                if direction == .increment { page += 1 } else { page -= 1 }
            }
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        .overlay(alignment: .topTrailing) {
            Circle().fill(Color.red).frame(width: 12, height: 12)
                .position(x: 6, y: 6)
                .frame(width: 12, height: 12)
                .opacity(unread > 0 ? 1 : 0)
        }
    }
}

/// A highlight colour chosen in settings, as iOS code offers it.
struct HighlightSetting: View {
    @State private var highlight = Color.blue

    var body: some View {
        Form {
            ColorPicker("Highlight colour", selection: $highlight, supportsOpacity: false)
            ColorPicker(selection: $highlight) { Label("Badge colour", systemImage: "paintpalette") }
        }
    }
}

struct CountingBadge: View {
    var count: Int
    @Namespace private var badgeSpace
    @State private var showsDetails = false

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Text("\(count)")
                    .contentTransition(.numericText(value: Double(count)))
                    .matchedGeometryEffect(id: "count", in: badgeSpace)
                Button("Details") { showsDetails = true }
                    .disabled(count == 0)
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollBounceBehavior(.basedOnSize)
        .sheet(isPresented: $showsDetails) {
            Text("Details")
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled()
        }
    }
}

/// A card dragged aside to dismiss it, pinched to zoom and double-tapped to reset, as gesture
/// code is written for iOS.
struct DismissibleCard: View {
    @GestureState private var dragOffset: CGSize = .zero
    @GestureState private var isPressing = false
    @State private var scale: CGFloat = 1
    @State private var dismissed = false

    var body: some View {
        let drag = DragGesture(minimumDistance: 20, coordinateSpace: .local)
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onEnded { value in dismissed = abs(value.translation.width) > 120 }
        let press = LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { value, state, transaction in
                state = value
                transaction.animation = .easeInOut
            }
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Image(systemName: "pills")
                Text("Repeat prescription")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                Text("Due in 3 days").font(.footnote)
            }
        }
        .padding()
        .scaleEffect(isPressing ? 0.97 : scale)
        .offset(dragOffset)
        .gesture(drag)
        .simultaneousGesture(MagnifyGesture().onChanged { value in scale = value.magnification })
        .highPriorityGesture(TapGesture(count: 2).onEnded { scale = 1 }, including: .all)
        .gesture(press.exclusively(before: RotateGesture()))
        .opacity(dismissed ? 0 : 1)
    }
}

struct DismissibleCard_Previews: PreviewProvider {
    static var previews: some View {
        DismissibleCard()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Card")
    }
}

/// A card that reads where it sits in a named space, iOS 17's way.
struct PositionedCard: View {
    private let space = NamedCoordinateSpace.named("card")

    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.frame(in: .named("card")).minX)) from the edge")
                .opacity(proxy.frame(in: .global).minY > 0 ? 1 : 0.5)
        }
        .coordinateSpace(space)
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onEnded { _ in })
        .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { value in _ = value.location })
    }
}

/// The app's tabs, written iOS 18's way.
struct HomeTabs: View {
    enum Section: Hashable { case home, messages, search }
    @State private var selection: Section = .home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home") }
            TabSection("Inbox") {
                Tab("Messages", systemImage: "envelope", value: .messages) { Text("Messages") }
                    .badge(2)
            }
            Tab(value: .search, role: .search) { Text("Search") } label: { Label("Search", systemImage: "magnifyingglass") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// A card in iOS 17's shorthands: shapes where a shape is expected, the separator style.
struct ShorthandCard: View {
    var body: some View {
        List {
            Text("Next dose at 9am")
                .padding()
                .background(.regularMaterial, in: .rect(cornerRadius: 12))
                .overlay { RoundedRectangle(cornerRadius: 12).stroke(.separator, lineWidth: 1) }
                .clipShape(.rect(cornerRadius: 12))
            Image(systemName: "pills").padding(8).background(.blue, in: .circle)
        }
        .environment(\.defaultMinListRowHeight, 56)
        .accentColor(.blue)
        .tint(Color("AccentColor"))
    }
}

/// A checklist written in the iOS 15 years' style: rows over bindings, bar items, scene storage.
struct ChecklistScreen: View {
    struct Task: Identifiable { let id: Int; var title: String; var done: Bool }
    @State private var tasks = [Task(id: 1, title: "Order repeat prescription", done: false)]
    @SceneStorage("checklist.filter") private var showsDone = true

    var body: some View {
        NavigationView {
            List {
                ForEach($tasks) { $task in
                    Toggle(task.title, isOn: $task.done)
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Checklist")
            .navigationBarItems(trailing: Menu("Filter") { Toggle("Show done", isOn: $showsDone) } primaryAction: { showsDone.toggle() })
        }
        .navigationViewStyle(.stack)
    }
}

/// A dose progress ring, as health apps draw one.
struct DoseRing: View {
    var taken: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: taken)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(taken * 100, specifier: "%.0f")%")
        }
        .rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0))
        .frame(width: 80, height: 80)
    }
}

/// A screen with the iOS 13 alert values and the iOS 14 change handler.
struct LegacyAlerts: View {
    struct Failure: Identifiable { let id = 1; let message: String }
    @State private var failure: Failure?
    @State private var asksToLeave = false
    @State private var count = 0

    var body: some View {
        VStack {
            Image(uiImage: UIImage(systemName: "exclamationmark.triangle") ?? UIImage())
                .symbolRenderingMode(.palette)
                .foregroundStyle(.yellow, .black)
            Text("Count \(count)")
        }
        .onChange(of: count) { newValue in failure = newValue > 3 ? Failure(message: "Too many") : nil }
        .alert(item: $failure) { failure in
            Alert(title: Text(failure.message), dismissButton: .default(Text("OK")))
        }
        .actionSheet(isPresented: $asksToLeave) {
            ActionSheet(title: Text("Leave?"), buttons: [.destructive(Text("Leave")) {}, .cancel()])
        }
    }
}

/// Styles of one's own written as iOS code writes them: a primitive button style, erased shapes
/// and styles.
struct LongPressRenewStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(AnyShapeStyle(Color.blue.opacity(0.1)), in: AnyShape(Capsule()))
            .onTapGesture { withTransaction(Transaction(animation: .default)) { configuration.trigger() } }
    }
}

struct RenewButton: View {
    var isUrgent: Bool
    var body: some View {
        Button("Renew") {}
            .buttonStyle(LongPressRenewStyle())
            .foregroundStyle(isUrgent ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .transaction { $0.animation = nil }
    }
}
