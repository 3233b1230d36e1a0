import NHSAppUI
import ViewKit

/// A message in the inbox.
struct InboxMessage: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
    let received: String
}

/// The inbox: messages from the GP surgery and hospitals in a list of sections, each a link to
/// the message.
struct MessagesScreen: View {
    @State private var unread = [
        InboxMessage(sender: "Abbey Road Surgery", subject: "Your flu vaccination is due", received: "Today"),
        InboxMessage(sender: "St Thomas' Hospital", subject: "Appointment letter: dermatology", received: "Yesterday"),
    ]
    @State private var earlier = [
        InboxMessage(sender: "Abbey Road Surgery", subject: "Your repeat prescription is ready to collect", received: "3 Nov"),
        InboxMessage(sender: "NHS App", subject: "Welcome to your inbox", received: "12 Oct"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Unread") {
                    ForEach(unread) { message in
                        NavigationLink {
                            Text(message.subject)
                        } label: {
                            MessageRow(message: message, isUnread: true)
                        }
                    }
                }
                Section {
                    ForEach(earlier) { message in
                        NavigationLink(destination: Text(message.subject)) {
                            MessageRow(message: message, isUnread: false)
                        }
                    }
                } header: {
                    Text("Earlier")
                } footer: {
                    Text("Messages are kept for 2 years.")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Messages")
        }
    }
}

/// One message in the inbox list.
struct MessageRow: View {
    let message: InboxMessage
    let isUnread: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            // The date beside the sender when both fit on the line, under it when not (the
            // largest text sizes, long names on a narrow phone): never squeezed to a letter a line.
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .firstTextBaseline) {
                    sender.layoutPriority(1)
                    Spacer(minLength: 8)
                    // Its whole width: next to a spacer, a text is offered half of what is left.
                    received.fixedSize()
                }
                VStack(alignment: .leading, spacing: 2) {
                    sender
                    received
                }
            }
            Text(message.subject)
                .font(.nhsSubheadline)
                .foregroundStyle(.nhsSecondaryText)
        }
        .foregroundStyle(.nhsText)
    }

    private var sender: some View {
        Text(message.sender).font(isUnread ? .nhsHeadline : .nhsBody)
    }

    private var received: some View {
        Text(message.received).font(.nhsFootnote).foregroundStyle(.nhsSecondaryText)
    }
}
