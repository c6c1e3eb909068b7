// Hand-written FlowControllers for DuckDuckGo's bookmark editor (Golden/realapps-duckduckgo-bookmark-editor):
// each records what it was started with and what its routes handed back, so that main.swift can
// check what the presented containers received and returned.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// What the FlowControllers heard, in order, and the ones started last, by name.
@MainActor
final class Heard {
    static let shared = Heard()
    var events: [String] = []
    var started: [String: NavGraphViewController] = [:]
}

final class BrowserFlowController: NavGraphViewController, BrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeBookmarks() -> any BookmarksFlowControlling { BookmarksFlowController() }
    func makeEditBookmark() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }
    func editBookmarkDidFinish(with feedback: BookmarkEditResult) {
        Heard.shared.events.append("Browser got \(feedback.bookmarkID) in \(feedback.folderID)")
    }
    func editBookmarkDidEnd() { Heard.shared.events.append("Browser heard the editor end") }
}

final class BookmarksFlowController: NavGraphViewController, BookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeEdit() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }
    func editDidFinish(with feedback: BookmarkEditResult) {
        Heard.shared.events.append("Bookmarks got \(feedback.bookmarkID) in \(feedback.folderID)")
    }
    func editDidEnd() { Heard.shared.events.append("Bookmarks heard the editor end") }
}

/// AddOrEditBookmarkViewController: keeps the bookmark it edits, hands the folder list its data
/// source made from it, and lays the list out under its bar buttons.
final class BookmarkEditorFlowController: NavGraphViewController, BookmarkEditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var editing: BookmarkEditContext?
    private(set) var contained: [BookmarkEditorChild] = []
    func start(context: BookmarkEditContext) {
        editing = context
        Heard.shared.events.append("BookmarkEditor started with \(context.bookmarkID ?? "a new bookmark")")
        Heard.shared.started["BookmarkEditor"] = self
    }
    func makeBookmarkFolders() -> any BookmarkFoldersFlowControlling { BookmarkFoldersFlowController() }
    func contextForBookmarkFolders() -> BookmarkEditContext {
        editing ?? BookmarkEditContext(bookmarkID: nil, parentFolderID: nil, isFavorite: false)
    }
    func contain(_ viewController: NavGraphViewController, as child: BookmarkEditorChild) {
        contained.append(child)
        layOutChild(viewController)
    }
    func makeAddFolder() -> any FolderEditorFlowControlling { FolderEditorFlowController() }
    func addFolderDidFinish(with feedback: FolderID) { Heard.shared.events.append("BookmarkEditor got folder \(feedback)") }
    func addFolderDidEnd() { Heard.shared.events.append("BookmarkEditor heard the folder editor end") }
}

/// BookmarkFoldersViewController with BookmarkDetailsDataSource: the title, the URL and the folders.
final class BookmarkFoldersFlowController: NavGraphViewController, BookmarkFoldersFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var dataSource: BookmarkEditContext?
    func start(context: BookmarkEditContext) {
        dataSource = context
        Heard.shared.events.append("BookmarkFolders started in \(context.parentFolderID ?? "the root folder")")
        Heard.shared.started["BookmarkFolders"] = self
    }
}

/// AddOrEditBookmarkFolderViewController: the folder list of a new folder, under its Done.
final class FolderEditorFlowController: NavGraphViewController, FolderEditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private var parentFolder: FolderID?
    func start(context: FolderID?) { parentFolder = context }
    func makeNewFolderDetails() -> any NewFolderDetailsFlowControlling { NewFolderDetailsFlowController() }
    func contextForNewFolderDetails() -> FolderID? { parentFolder }
    func contain(_ viewController: NavGraphViewController, as child: FolderEditorChild) {
        layOutChild(viewController)
    }
}

final class NewFolderDetailsFlowController: NavGraphViewController, NewFolderDetailsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: FolderID?) {
        Heard.shared.events.append("NewFolderDetails started under \(context ?? "the root folder")")
        Heard.shared.started["NewFolderDetails"] = self
    }
}
