import NHSAppUI

// A container of one's own, as iOS 18 code writes one: subviews, container values and a layout
// that reads them.

private struct HighlightedKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    /// Whether a row of `HighlightList` stands out.
    var isHighlighted: Bool {
        get { self[HighlightedKey.self] }
        set { self[HighlightedKey.self] = newValue }
    }
}

extension View {
    /// Marks this row of a `HighlightList` as standing out.
    func highlighted(_ highlighted: Bool = true) -> some View {
        containerValue(\.isHighlighted, highlighted)
    }
}

/// Its rows one below the other, divided, the highlighted ones on a tinted panel.
struct HighlightList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { rows in
                ForEach(rows) { row in
                    row
                        .padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(row.containerValues.isHighlighted ? Color.blue.opacity(0.1) : Color.clear)
                    if row.id != rows.last?.id { Divider() }
                }
            }
        }
    }
}

/// Highlighted rows first, whatever order they were written in: a layout reading container values.
struct HighlightedFirstLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        VStackLayout(alignment: .leading, spacing: 8).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        let ordered = subviews.filter { $0.containerValues.isHighlighted } + subviews.filter { !$0.containerValues.isHighlighted }
        for subview in ordered {
            let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height + 8
        }
    }
}

struct MessagesOverview: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HighlightList {
                Text("Your GP surgery")
                Text("Hospital appointment").highlighted()
                ForEach(["Pharmacy", "Dentist"], id: \.self) { Text($0) }
            }
            HighlightedFirstLayout {
                Text("Older message")
                Text("Unread message").highlighted()
            }
        }
    }
}

/// Each section of its content as a titled card, as iOS 18 code takes sections apart.
struct SectionCards<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 8) {
                    section.header.font(.headline)
                    ForEach(section.content) { row in row }
                    if !section.footer.isEmpty { section.footer.font(.footnote) }
                }
                .padding()
                .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}

struct AccountSections: View {
    var body: some View {
        SectionCards {
            Section("Your details") {
                Text("Jane Smith")
                Text("NHS number 943 476 5919")
            }
            Section {
                Text("Email")
                Text("Text message")
            } header: {
                Text("Notifications")
            } footer: {
                Text("Change these at any time.")
            }
        }
    }
}

/// Actions on a prescription, grouped as iOS 16 code groups controls.
struct PrescriptionActions: View {
    var body: some View {
        VStack(alignment: .leading) {
            ControlGroup {
                Button("Order") {}
                Button("Cancel") {}
                Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }
            }
            ControlGroup("More", systemImage: "ellipsis.circle") {
                Button("Copy") {}
                Button("Print") {}
            }
            .controlGroupStyle(.menu)
        }
    }
}

/// Days a patient can attend, and their chosen appointment, as iOS 16 code picks dates.
struct AvailabilityPicker: View {
    @State private var days: Set<DateComponents> = []
    @State private var appointment = Date(timeIntervalSince1970: 1_780_300_800)

    var body: some View {
        Form {
            MultiDatePicker("Days you can attend", selection: $days, in: Date(timeIntervalSince1970: 1_780_300_800)...)
            DatePicker("Appointment", selection: $appointment, displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.graphical)
        }
    }
}
