import Foundation

/// The views of a search field's tokens, made by `searchable`'s `token` closure when the field is
/// asked for. Views are values made and read on the main actor; the box only lets the request
/// travel in the environment.
package nonisolated struct SearchTokenViews: @unchecked Sendable {
    let views: [AnyView]
}

/// A token's measurements and colours in the search field (iOS 16's search tokens; guesses from
/// screenshots, each one named constant).
public nonisolated enum SearchTokenMetrics {
    /// Space either side of a token's label.
    public static let horizontalPadding: CGFloat = 6
    /// Space above and below a token's label.
    public static let verticalPadding: CGFloat = 2
    /// A token's corner radius.
    public static let cornerRadius: CGFloat = 6
    /// How strong the tint is under a token.
    public static let fillOpacity: Double = 0.15
}

/// One token in the search field: its view in the tint, on one line, on a light tint panel.
nonisolated struct SearchTokenChip: View {
    let content: AnyView

    var body: some View {
        content
            .lineLimit(1)
            .foregroundColor(.accentColor)
            .padding(.horizontal, SearchTokenMetrics.horizontalPadding)
            .padding(.vertical, SearchTokenMetrics.verticalPadding)
            .background(RoundedRectangle(cornerRadius: SearchTokenMetrics.cornerRadius)
                .fill(Color.accentColor.opacity(SearchTokenMetrics.fillOpacity)))
            .layoutPriority(1) // whole, before the text is given the rest of the field
    }
}

/// Tokens and text too wide for the field: each is drawn whole, the end is shown (where iOS keeps
/// the cursor, scrolling the rest out of the field) and the rest cut off at the field's leading
/// edge. A field whose tokens and text fit, or that has no tokens, is drawn as it is.
nonisolated struct SearchTokenOverflow: ViewModifier {
    let isActive: Bool

    func body(content: Content) -> some View {
        if isActive {
            ViewThatFits(in: .horizontal) {
                content
                content.fixedSize(horizontal: true, vertical: false)
                    .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
                    .clipped()
            }
        } else {
            content
        }
    }
}

/// A search field with tokens, as iOS 16's `searchable(text:tokens:...)`: each token of the
/// collection is drawn before the text by `token`, as a chip in the tint; with a token and no
/// text the prompt is hidden, as iOS hides it. Suggested tokens show only while searching, so a
/// snapshot draws none; editing a token changes nothing drawn.
nonisolated extension View {
    /// A search field with `tokens` before its text.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, prompt: prompt, tokens: SearchTokenViews(views: tokens.wrappedValue.map { AnyView(token($0)) }))
    }

    /// A search field with tokens and a string literal's prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and a prompt shown exactly as given.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and tokens suggested while searching (not drawn in a still).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// A search field with tokens, suggested tokens and a string literal's prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens, shown while `isPresented` is true (a snapshot shows it at rest either way).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// A search field whose tokens the user can edit, each drawn by `token` from a binding to it.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        let views = editableTokens.wrappedValue.indices.map { index in
            AnyView(token(Binding(get: { editableTokens.wrappedValue[index] }, set: { editableTokens.wrappedValue[index] = $0 })))
        }
        return searchable(text: text, prompt: prompt, tokens: SearchTokenViews(views: views))
    }

    /// A search field with editable tokens and a string literal's prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with `tokens` (none for `searchable(text:placement:prompt:)`) in the bar of
    /// the enclosing navigation stack, or of this one.
    func searchable(text: Binding<String>, prompt: Text?, tokens: SearchTokenViews) -> some View {
        let request = SearchRequest(text: text.wrappedValue, prompt: prompt, tokens: tokens)
        return NavigationRequestView(content: self, search: request) { bar, _ in bar.search = request }
    }
}
