#if canImport(SwiftUI)
import SwiftUI

/// A name field and a button that hands the name over: signing in, naming a folder.
struct NameForm: View {
    /// The field's placeholder.
    let placeholder: String
    /// The button's title.
    let action: String
    /// Receives the name when the button is tapped.
    let submit: @MainActor (String) -> Void
    @State private var name = ""

    var body: some View {
        Form {
            TextField(placeholder, text: $name)
            Button(action) { submit(name) }
        }
    }
}
#endif
