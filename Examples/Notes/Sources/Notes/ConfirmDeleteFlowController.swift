/// Asks before a note is deleted: the system's alert, worded here.
final class ConfirmDeleteFlowController: ConfirmDeleteFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The title of the note to delete.
    let title: String

    init(title: String) {
        self.title = title
    }

    func start(context: NoteID) {}

    var alert: NavGraphAlert<DeleteConfirmation> {
        NavGraphAlert(title: "Delete “\(title)”?", message: "The note cannot be brought back.", actions: [
            NavGraphAlertAction("Delete", role: .destructive, value: .delete),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}
