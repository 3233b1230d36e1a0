import NHSAppUI

// Ordinary SwiftUI screen code, written for iOS, with only its import changed: this package's
// build is the check that it compiles outside the snapshot package.

struct Reminder: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone: Bool
}

@Observable
final class RemindersModel {
    var reminders = [Reminder(title: "Book a blood test", isDone: false), Reminder(title: "Collect inhaler", isDone: true)]
    var filter: String? = nil
}

private struct CompactRowsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var compactRows: Bool {
        get { self[CompactRowsKey.self] }
        set { self[CompactRowsKey.self] = newValue }
    }
}

struct RemindersScreen: View {
    @State private var model = RemindersModel()
    @State private var showsDone = true
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var rowSpacing: CGFloat = 8

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(model.reminders) { reminder in
                        NavigationLink(value: reminder) {
                            ReminderRow(reminder: reminder, showsDone: $showsDone)
                        }
                    }
                } header: {
                    Text("To do")
                } footer: {
                    if let filter = model.filter {
                        Text("Showing \(filter)")
                    }
                }
                Section("Settings") {
                    SettingsRow(model: model)
                }
            }
            .listStyle(.insetGrouped)
            .listSectionSpacing(.compact)
            .listRowSpacing(4)
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .navigationTitle("Reminders")
            .navigationBarTitleDisplayMode(.large)
            .navigationDestination(for: Reminder.self) { reminder in
                Text(reminder.title)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { model.reminders.append(Reminder(title: "New", isDone: false)) }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(model.reminders.count) reminders")
                }
            }
            .onAppear { showsDone = true }
            .task { }
        }
        .environment(\.compactRows, dynamicTypeSize.isAccessibilitySize)
    }
}

struct ReminderRow: View {
    let reminder: Reminder
    @Binding var showsDone: Bool
    @Environment(\.compactRows) private var compactRows

    var body: some View {
        let layout = compactRows ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {
            Text(reminder.title)
            if showsDone && reminder.isDone {
                Text("Done").foregroundStyle(.nhsSecondaryText)
            }
        }
    }
}

struct SettingsRow: View {
    @Bindable var model: RemindersModel

    var body: some View {
        Text(model.filter ?? "All reminders")
    }
}

struct ProfileFormScreen: View {
    enum Field: Hashable { case name, email, password }
    enum Frequency: String, CaseIterable, Identifiable {
        case never, daily, weekly
        var id: String { rawValue }
    }

    @State private var name = ""
    @State private var email = "jo@nhs.net"
    @State private var password = ""
    @State private var notes = ""
    @State private var frequency = Frequency.daily
    @State private var view = 0
    @State private var tablets = 2
    @State private var showsMore = true
    @FocusState private var focusedField: Field?
    @FocusState private var notesFocused: Bool

    var body: some View {
        Form {
            Section("Details") {
                TextField("Full name", text: $name)
                    .textContentType(.name)
                    .textInputAutocapitalization(.words)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .email }
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .keyboardType(.emailAddress)
                    .autocorrectionDisabled()
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textContentType(.password)
                TextField("Notes", text: $notes, axis: .vertical)
                    .focused($notesFocused)
                    .textFieldStyle(.plain)
                LabeledContent("NHS number", value: "485 777 3456")
            }
            .headerProminence(.increased)
            Section {
                Picker("Remind me", selection: $frequency) {
                    ForEach(Frequency.allCases) { frequency in
                        Text(frequency.rawValue.capitalized).tag(frequency)
                    }
                }
                .pickerStyle(.menu)
                Picker("View", selection: $view) {
                    Text("List").tag(0)
                    Text("Map").tag(1)
                }
                .pickerStyle(.segmented)
                Stepper("Tablets: \(tablets)", value: $tablets, in: 1...8)
                Stepper("Step", onIncrement: { tablets += 1 }, onDecrement: { tablets -= 1 })
                DisclosureGroup("More", isExpanded: $showsMore) {
                    Toggle("Sound", isOn: .constant(true))
                }
                DisclosureGroup("Help") {
                    Text("Call 111")
                }
            }
        }
    }
}

struct DashboardScreen: View {
    enum Mode { case grid, list }
    var mode: Mode = .grid
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                ViewThatFits(in: .horizontal) {
                    HStack { title; Spacer(); Button("Edit") { } }
                    VStack(alignment: .leading) { title; Button("Edit") { } }
                }
                switch mode {
                case .grid:
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(0..<4, id: \.self) { index in tile(index) }
                    }
                case .list:
                    Group {
                        ForEach(0..<4) { index in tile(index) }
                    }
                }
                EmptyView()
                AnyView(Text("Updated just now"))
            }
            .padding()
        }
        .scrollDisabled(false)
        .scrollIndicators(.hidden)
    }

    private var title: some View {
        Text("Dashboard").font(.nhsTitle2).accessibilityAddTraits(.isHeader)
    }

    @ViewBuilder
    private func tile(_ index: Int) -> some View {
        if index.isMultiple(of: 2) {
            Text("Tile \(index)").nhsCardStyle()
        } else {
            Text("Tile \(index)").frame(maxWidth: .infinity).nhsCardStyle(backgroundColor: .clear, borderWidth: 2)
        }
    }
}

struct PreviewedBinding: View {
    var body: some View {
        ReminderRow(reminder: Reminder(title: "Preview", isDone: true), showsDone: .constant(true))
    }
}

/// A shape of the app's own, as SwiftUI code writes one: only `path(in:)`.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addCurve(to: CGPoint(x: rect.minX, y: rect.midY),
                          control1: CGPoint(x: rect.midX - 4, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.midY + 4))
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 4,
                        startAngle: .degrees(180), endAngle: .radians(.pi * 1.5), clockwise: false)
            path.closeSubpath()
        }
    }
}

/// Effects as screen code uses them: shadows, rotation, scale, blur, masks, clips, z-index,
/// compositing groups and opacity.
struct EffectsShowcase: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Card")
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
                .shadow(radius: 2)
            HStack {
                Text("New").rotationEffect(.degrees(-10), anchor: .center)
                Text("Big").scaleEffect(1.5)
                Text("Wide").scaleEffect(x: 1.2, y: 0.9, anchor: .leading)
                Text("Size").scaleEffect(CGSize(width: 2, height: 1))
                Image(systemName: "bell").rotationEffect(Angle(radians: 0.2))
            }
            Image("welcome-sunrise").resizable().frame(width: 80, height: 60).blur(radius: 4)
            Image("welcome-sunrise").resizable().frame(width: 80, height: 60).blur(radius: 2, opaque: true).clipped()
            Image("welcome-sunrise").resizable().frame(width: 80, height: 80).clipShape(Circle())
            Image("welcome-sunrise").resizable().frame(width: 80, height: 80).clipShape(Diamond(), style: FillStyle(eoFill: true))
            Image("welcome-sunrise").resizable().frame(width: 80, height: 40).clipShape(Ellipse())
            Image("welcome-sunrise").resizable().frame(width: 80, height: 40)
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12))
            Image("welcome-sunrise").resizable().frame(width: 80, height: 80).mask { Text("NHS").font(.largeTitle) }
            Color.blue.frame(width: 40, height: 40).mask(alignment: .top) { Capsule().frame(height: 20) }
            ZStack {
                Circle().fill(Color.red).frame(width: 30, height: 30).zIndex(1)
                Circle().fill(Color.green).frame(width: 40, height: 40)
            }
            .compositingGroup()
            .opacity(0.5)
            Diamond().fill(Color.orange).frame(width: 30, height: 30)
            Diamond().stroke(Color.orange, lineWidth: 2).frame(width: 30, height: 30)
        }
    }
}

/// Angular and elliptical gradients, and gradients through `ShapeStyle`'s static members.
struct GradientShowcase: View {
    var body: some View {
        VStack(spacing: 12) {
            AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center, startAngle: .degrees(0), endAngle: .degrees(360))
                .frame(width: 40, height: 40)
            AngularGradient(colors: [.blue, .green], center: .topLeading, angle: .degrees(45))
            Circle().fill(AngularGradient(stops: [.init(color: .blue, location: 0), .init(color: .green, location: 1)],
                                          center: .center, startAngle: .zero, endAngle: .degrees(270)))
            EllipticalGradient(gradient: Gradient(colors: [.white, .blue]))
            EllipticalGradient(colors: [.white, .blue], center: .top, startRadiusFraction: 0.1, endRadiusFraction: 0.8)
            Capsule().fill(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Capsule().fill(.linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom))
            Circle().fill(.radialGradient(Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 0, endRadius: 20))
            Circle().fill(.radialGradient(Color.orange.gradient, endRadius: 30))
            Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
            Rectangle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center))
            Rectangle().fill(.ellipticalGradient(colors: [.mint, .teal]))
            Rectangle().fill(.ellipticalGradient(Color.green.gradient, endRadiusFraction: 0.6))
            Text("Score").foregroundStyle(.angularGradient(colors: [.blue, .purple], center: .center, startAngle: .zero, endAngle: .degrees(360)))
            Text("Calm").foregroundStyle(EllipticalGradient(colors: [.blue, .purple]))
        }
    }
}

/// A labeled-content style of one's own.
struct TrailingValueStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

/// Values through format styles, form and labeled-content styles, Markdown titles and the
/// inline and wheel pickers.
struct MedicineFormScreen: View {
    @State private var weight = 72.5
    @State private var age: Int? = nil
    @State private var dose = 2.5
    @State private var cups = 3
    @State private var budget = 20.0
    @State private var hour = 9
    @State private var expanded = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Your **medicine**") {
                    TextField("Weight", value: $weight, format: .number)
                    TextField("Age", value: $age, format: .number, prompt: Text("Years"))
                    TextField(value: $budget, format: .currency(code: "GBP")) { Text("Budget") }
                    Stepper("Dose", value: $dose, in: 0...10, step: 0.5, format: .number)
                    Stepper("Dose", value: $dose, step: 0.5, format: .number, onEditingChanged: { _ in })
                    Stepper("Cups: \(cups)", value: $cups, in: 0...8, onEditingChanged: { editing in print(editing) })
                    Stepper(value: $budget, in: 0...100, step: 5, format: .currency(code: "GBP")) { Text("Budget") }
                    LabeledContent("Paid", value: 9.9, format: .currency(code: "GBP"))
                    LabeledContent("**NHS** number", value: "485 777 3456")
                    LabeledContent("Practice") { Text("Riverside") }
                }
                DisclosureGroup("More **options**", isExpanded: $expanded) { Text("Inside") }
                NavigationLink("Open **messages**") { Text("Inbox") }
                NavigationLink("Open **records**", value: 3)
                ProgressView("Uploading **photos**", value: 0.5)
                ProgressView("Loading **results**")
                Picker("Time", selection: $hour) {
                    ForEach(7..<12, id: \.self) { Text("\($0):00") }
                }
                .pickerStyle(.wheel)
                Picker("Remind me", selection: $hour) {
                    Text("Morning").tag(9)
                    Text("Evening").tag(18)
                }
                .pickerStyle(.inline)
            }
            .formStyle(.grouped)
            .labeledContentStyle(TrailingValueStyle())
            Form { Text("Columns") }.formStyle(.columns)
            Form { Text("Automatic") }.formStyle(.automatic).labeledContentStyle(.automatic)
        }
    }
}

/// A form style of one's own around the standard form.
struct NoticeFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Your answers are saved")
            Form(configuration)
        }
    }
}

struct NoticeForm: View {
    var body: some View {
        Form { Text("Row") }.formStyle(NoticeFormStyle())
    }
}

/// An app's root of tabs, as iOS code writes it, and a paged onboarding.
struct RootTabs: View {
    enum Section: Hashable { case home, messages, profile }
    @State private var section = Section.home
    @State private var query = ""

    var body: some View {
        TabView(selection: $section) {
            NavigationStack {
                List {
                    Text("Appointments").badge(2)
                        .listRowSeparator(.hidden, edges: .top)
                    NavigationLink(destination: EmptyView()) { Text("Prescriptions") }
                        .badge("New")
                        .listRowSeparatorTint(.gray)
                        .listSectionSeparator(.hidden)
                }
                .scrollContentBackground(.hidden)
                .navigationTitle("Home")
                .searchable(text: $query, prompt: "Search services")
                .searchSuggestions { Text("Flu vaccine") }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Section.home)
            Text("No new messages")
                .tabItem {
                    Image(systemName: "envelope")
                    Text("Messages")
                }
                .tag(Section.messages)
                .badge(3)
            Text("Your profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Section.profile)
        }
    }
}

struct Onboarding: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Book appointments")
            Text("Order repeat prescriptions")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

/// A form for a note to the GP, with a summary box and a way to share the page.
struct NoteToGP: View {
    @State private var note = ""
    @State private var callAt = Date()
    @State private var urgency = 3.0
    @State private var isLoading = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GroupBox(label: Label("Before you write", systemImage: "info.circle")) {
                Text("Your GP will reply within 2 working days.")
                Text("Dr Patel").privacySensitive()
            }
            .redacted(reason: isLoading ? .placeholder : [])
            DatePicker("Best time to call", selection: $callAt, in: Date()..., displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.compact)
            DatePicker(selection: $callAt, displayedComponents: .date) { Text("Date") }
            Slider(value: $urgency, in: 0...10, step: 1) {
                Text("How urgent")
            } minimumValueLabel: {
                Text("Low")
            } maximumValueLabel: {
                Text("High")
            }
            TextEditor(text: $note)
                .frame(minHeight: 120)
                .scrollContentBackground(.hidden)
                .background(Color(.secondarySystemBackground))
            ShareLink(item: URL(string: "https://www.nhs.uk/nhs-app/")!) {
                Label("Share the NHS App", systemImage: "square.and.arrow.up")
            }
        }
    }
}

/// A carousel of service cards, two and a bit on screen, as iOS 17 code sizes them.
struct ServiceCarousel: View {
    let services = ["Prescriptions", "Appointments", "Messages", "Health record"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(services, id: \.self) { service in
                    Text(service)
                        .padding()
                        .frame(maxHeight: .infinity, alignment: .topLeading)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .frame(height: 120)
        }
        .containerRelativeFrame(.vertical) { height, _ in height / 4 }
    }
}

struct EmptyRemindersScreen: View {
    var reminders: [Reminder] = []
    var query = ""

    var body: some View {
        NavigationStack {
            Group {
                if reminders.isEmpty {
                    ContentUnavailableView {
                        Label("No reminders", systemImage: "bell.slash")
                    } description: {
                        Text("Reminders you add will appear here.")
                    } actions: {
                        Button("Add reminder") {}
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    List(reminders) { reminder in
                        Text(reminder.title)
                            .onTapGesture { print(reminder.title) }
                    }
                    .overlay {
                        if !query.isEmpty {
                            ContentUnavailableView.search(text: query)
                        }
                    }
                }
            }
            .navigationTitle("Reminders")
            .allowsHitTesting(!query.isEmpty)
        }
    }
}

struct Folder: Identifiable {
    let id = UUID()
    let name: String
    var children: [Folder]? = nil
}

struct FolderList: View {
    let folders: [Folder]

    var body: some View {
        List(folders, children: \.children) { folder in
            Label(folder.name, systemImage: folder.children == nil ? "doc" : "folder")
        }
    }
}
