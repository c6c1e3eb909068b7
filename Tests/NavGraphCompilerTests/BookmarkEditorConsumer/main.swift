// Drives DuckDuckGo's bookmark editor (Golden/realapps-duckduckgo-bookmark-editor) headlessly: a
// container flow presented with the bookmark it edits receives it (start(context:)) before it
// makes its folder list, which starts with the context the container gives; the list's Save
// dismisses the whole editor and hands the result to the route that presented it, Cancel tells
// that route it ended; the editor's own route presents the folder editor, another presented
// container, whose new folder comes back to the editor; a state with the editor presented saves
// and restores through JSON, the editor started again with its context. Built against the UIKit
// double too, the editor is presented in a navigation controller of its own, the folder list laid
// out in it, and dismissed by Save. Exits non-zero at the first expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

let bookmark = BookmarkEditContext(bookmarkID: "duckduckgo.com", parentFolderID: "news", isFavorite: false)

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    let browser = BrowserFlowController()
    navigator.start(entry: browser)

    // Presented with the bookmark: the editor keeps it, then makes the folder list with it.
    browser.perform(.editBookmark(bookmark))
    expect(navigator.visiblePath == [.browser, .bookmarkEditor, .bookmarkFolders], "the editor is presented, its list in it: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["BookmarkEditor started with duckduckgo.com", "BookmarkFolders started in news"], "the context before the children: \(Heard.shared.events)")
    guard let editor = Heard.shared.started["BookmarkEditor"] as? BookmarkEditorFlowController,
          let folders = Heard.shared.started["BookmarkFolders"] as? BookmarkFoldersFlowController else {
        return expect(false, "the editor and its folder list started")
    }
    expect(editor.editing == bookmark && folders.dataSource == bookmark, "both hold the bookmark")

    // The editor's own route: the folder editor, a presented container too, hands its folder back.
    Heard.shared.events = []
    editor.perform(.addFolder("news"))
    expect(navigator.visiblePath.suffix(2) == [.folderEditor, .newFolderDetails], "the folder editor over the bookmark editor: \(navigator.visiblePath)")
    guard let details = Heard.shared.started["NewFolderDetails"] as? NewFolderDetailsFlowController else { return expect(false, "the new folder's details started") }
    details.perform(.done("reading"))
    expect(navigator.visiblePath == [.browser, .bookmarkEditor, .bookmarkFolders], "the folder editor closed, the bookmark editor stays: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["NewFolderDetails started under news", "BookmarkEditor got folder reading"], "the new folder went to the editor: \(Heard.shared.events)")

    // Save, from the list inside the container: the whole editor is dismissed, the value goes to
    // the route that presented it.
    Heard.shared.events = []
    folders.perform(.save(BookmarkEditResult(bookmarkID: "duckduckgo.com", folderID: "reading")))
    expect(navigator.visiblePath == [.browser], "the editor is dismissed: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["Browser got duckduckgo.com in reading"], "the result went to editBookmark: \(Heard.shared.events)")

    // From the bookmarks list, cancelled: that route hears that it ended.
    browser.perform(.bookmarks)
    guard let list = navigator.topFlowController as? BookmarksFlowController else { return expect(false, "the bookmarks list is presented") }
    list.perform(.edit(bookmark))
    Heard.shared.events = []
    (Heard.shared.started["BookmarkFolders"] as? BookmarkFoldersFlowController)?.perform(.cancel)
    expect(navigator.visiblePath == [.browser, .bookmarks], "only the editor is dismissed: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["Bookmarks heard the editor end"], "the list's route ended: \(Heard.shared.events)")

    // Saved with the editor presented over the list, restored through JSON: the editor receives
    // its context again before its folder list starts with it, and still ends with its value.
    list.perform(.edit(bookmark))
    guard let saved = navigator.savedState else { return expect(false, "a state to save") }
    let relaunched = NavGraphHeadlessNavigator()
    Heard.shared.events = []
    do {
        try relaunched.restore(throughJSON(saved), entry: BrowserFlowController())
    } catch {
        return expect(false, "the presented editor restores: \(error)")
    }
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == saved, "it comes back as it was: \(relaunched.visiblePath)")
    expect(Heard.shared.events == ["BookmarkEditor started with duckduckgo.com", "BookmarkFolders started in news"], "with its context: \(Heard.shared.events)")
    Heard.shared.events = []
    (Heard.shared.started["BookmarkFolders"] as? BookmarkFoldersFlowController)?.perform(.save(BookmarkEditResult(bookmarkID: "duckduckgo.com", folderID: "news")))
    expect(relaunched.visiblePath == [.browser, .bookmarks], "the restored editor is dismissed: \(relaunched.visiblePath)")
    expect(Heard.shared.events == ["Bookmarks got duckduckgo.com in news"], "and its result goes to the restored list: \(Heard.shared.events)")
    #if canImport(UIKit)
    driveInAWindow()
    #endif
    print("OK")
}

#if canImport(UIKit)
/// The editor presented by the UIKit navigator: in a navigation controller of its own, the folder
/// list laid out as its child view controller; Save dismisses the navigation controller.
@MainActor
func driveInAWindow() {
    let window = UIWindow(windowScene: UIWindowScene())
    let browser = BrowserFlowController()
    _ = NavGraphUIKitNavigator.start(entry: browser, in: window)
    UIKitDouble.finishAnimations()
    browser.perform(.editBookmark(bookmark))
    UIKitDouble.finishAnimations()
    guard let sheet = browser.presentedViewController as? UINavigationController,
          let editor = sheet.viewControllers.first as? BookmarkEditorFlowController,
          let folders = Heard.shared.started["BookmarkFolders"] as? BookmarkFoldersFlowController else {
        return expect(false, "the editor is presented at the root of a navigation controller: \(String(describing: browser.presentedViewController))")
    }
    expect(editor.contained == [.bookmarkFolders] && folders.parent === editor, "the folder list is the editor's child view controller")
    Heard.shared.events = []
    folders.perform(.save(BookmarkEditResult(bookmarkID: "duckduckgo.com", folderID: "news")))
    UIKitDouble.finishAnimations()
    expect(browser.presentedViewController == nil, "Save dismissed the editor's navigation controller")
    expect(Heard.shared.events == ["Browser got duckduckgo.com in news"], "the result went to editBookmark: \(Heard.shared.events)")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
