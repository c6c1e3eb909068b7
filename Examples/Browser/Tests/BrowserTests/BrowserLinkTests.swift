import Foundation
import Testing
@testable import Browser

/// Links into the home's favourites, quick links from other apps, and the app lock they wait for.
extension BrowserFlowTests {
    @Test func aFolderLinkOpensTheFolderInsideTheFavourites() throws {
        startBrowser()
        let (grid, addressBar) = try home()
        addressBar.showSettings()
        #expect(navigator.open(url: URL(string: "browser://favourites/work")!))
        let folder = try #require(navigator.topFlowController as? FolderFlowController)
        #expect(folder.folder == work)
        #expect(navigator.stack(containing: grid).map(\.navGraphNode) == [.favouriteGrid, .folder])
        #expect(navigator.presentation(over: addressBar) == nil, "the settings closed to show the folder")
    }

    /// A folder the person has deleted since the link was written shows as not found.
    @Test func aLinkToAFolderThatIsGoneShowsItEmpty() throws {
        startBrowser()
        #expect(navigator.open(url: URL(string: "browser://favourites/holidays")!))
        let folder = try #require(navigator.topFlowController as? FolderFlowController)
        #expect(folder.folder == nil)
    }

    @Test func aQuickLinkLoadsItsAddressInTheFavouritesPlace() throws {
        startBrowser()
        let (grid, _) = try home()
        grid.open(work)
        #expect(navigator.open(url: URL(string: "browserquicklink://example.com/news?day=1")!))
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://example.com/news?day=1"))
        #expect(navigator.stack(containing: page).map(\.navGraphNode) == [.favouriteGrid, .webPage])
    }

    /// Another app chooses what a quick link carries: a script or a file is searched for, never
    /// loaded; and the browser's links answer its own schemes only.
    @Test func aHostileQuickLinkLoadsNothingButASearch() throws {
        startBrowser()
        for text in ["browserquicklink:javascript:alert(1)", "browserquicklink:file:///etc/passwd", "browserquicklink:data:text/html,hi"] {
            #expect(navigator.open(url: URL(string: text)!), "\(text)")
            let page = try #require(navigator.topFlowController as? WebPageFlowController)
            #expect(page.url?.host() == "duckduckgo.com", "\(text)")
        }
        for text in ["https://browser.example/favourites/work", "feed://favourites/work", "browser://favourites/work/extra", "browser://favourites/%00"] {
            #expect(!navigator.open(url: URL(string: text)!), "\(text)")
        }
    }

    /// Behind the lock a link changes nothing of the browser: it waits, and opens once the
    /// passcode matches.
    @Test func aLinkOpenedWhileLockedWaitsForTheUnlock() throws {
        startBrowser(appLock: true)
        #expect(!navigator.open(url: URL(string: "browser://favourites/work")!))
        #expect(!navigator.open(url: URL(string: "browserquicklink://example.com")!), "the last link waits, not the first")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid, .unlock])
        #expect(navigator.navigation.hasPendingLink)

        let unlock = try #require(navigator.topFlowController as? UnlockFlowController)
        unlock.unlock(with: "0000")
        #expect(navigator.topFlowController === unlock, "a wrong passcode keeps the link waiting")
        unlock.unlock(with: "1234")
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://example.com"))
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .webPage])
        #expect(!navigator.navigation.hasPendingLink)
    }
}
