#if canImport(UIKit)
import UIKit

/// A table of folders and favourites, which the grid and a folder both show; a tap is reported
/// through `select`.
@MainActor
final class FavouritesTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// A row: a folder to open, or a favourite to load.
    enum Row {
        case folder(FavouriteFolder)
        case favourite(Favourite)
    }

    /// The rows, in order.
    var rows: [Row] = []
    /// Called with the row the person taps.
    var select: (Row) -> Void = { _ in }

    /// A table view that shows these rows.
    func makeView() -> UITableView {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        return tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch rows[indexPath.row] {
        case .folder(let folder):
            content.text = folder.title
            content.image = UIImage(systemName: "folder")
        case .favourite(let favourite):
            content.text = favourite.title
            content.secondaryText = favourite.address
            content.image = UIImage(systemName: "star")
        }
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        select(rows[indexPath.row])
    }
}
#endif
