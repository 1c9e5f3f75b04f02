import Foundation
import Testing

import BarKit
@testable import BarViews
@testable import BarWidgets

/// A navigation bar's stack of items and UIKit's back-button rules.
@MainActor
@Suite struct NavigationBarItemsTests {
    private func bar(_ items: [NavigationItem]) -> NavigationBar {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.setItems(items, animated: false)
        return bar
    }

    @Test func theRootItemHasNoBackButton() {
        let bar = bar([NavigationItem(title: "Root")])
        #expect(bar.topItem?.title == "Root" && bar.backItem == nil)
        #expect(bar.title == "Root" && bar.leadingItem == nil)
    }

    @Test func theBackButtonIsTitledWithThePreviousItemsTitle() {
        let bar = bar([NavigationItem(title: "Root"), NavigationItem(title: "Detail")])
        #expect(bar.title == "Detail" && bar.backItem?.title == "Root")
        #expect(bar.leadingItem?.title == "Root")
    }

    @Test func thePreviousItemsBackButtonTitleComesBeforeItsTitle() {
        let root = NavigationItem(title: "A long title")
        root.backButtonTitle = "Short"
        let bar = bar([root, NavigationItem(title: "Detail")])
        #expect(bar.leadingItem?.title == "Short")
    }

    @Test func thePreviousItemsBackBarButtonItemComesFirst() {
        let root = NavigationItem(title: "Root")
        root.backButtonTitle = "Short"
        root.backBarButtonItem = BarItem(title: "Custom")
        let bar = bar([root, NavigationItem(title: "Detail")])
        #expect(bar.leadingItem?.title == "Custom")
    }

    @Test func anUntitledPreviousItemGivesBack() {
        let bar = bar([NavigationItem(), NavigationItem(title: "Detail")])
        #expect(bar.leadingItem?.title == "Back")
    }

    @Test func theTopItemsLeftItemReplacesTheBackButton() {
        let top = NavigationItem(title: "Detail")
        let left = BarItem(title: "Left")
        top.leftBarButtonItem = left
        top.rightBarButtonItem = BarItem(systemItem: .done)
        let bar = bar([NavigationItem(title: "Root"), top])
        #expect(bar.leadingItem === left && bar.trailingItem === top.rightBarButtonItem)
    }

    @Test func hidesBackButtonHidesIt() {
        let top = NavigationItem(title: "Detail")
        let bar = bar([NavigationItem(title: "Root"), top])
        top.hidesBackButton = true
        #expect(bar.leadingItem == nil)
        top.hidesBackButton = false
        #expect(bar.leadingItem?.title == "Root")
    }

    @Test func changingThePreviousItemsTitleRetitlesTheBackButton() {
        let root = NavigationItem(title: "Root")
        let bar = bar([root, NavigationItem(title: "Detail")])
        root.title = "Inbox"
        #expect(bar.leadingItem?.title == "Inbox")
    }

    @Test func pushAndPopMoveTheTopItem() {
        let bar = bar([NavigationItem(title: "Root")])
        let detail = NavigationItem(title: "Detail")
        bar.pushItem(detail, animated: false)
        bar.pushItem(detail, animated: false)
        #expect(bar.items?.count == 2 && bar.topItem === detail && bar.title == "Detail")
        #expect(bar.popItem(animated: false) === detail)
        #expect(bar.items?.count == 1 && bar.title == "Root" && bar.leadingItem == nil)
    }

    @Test func tappingBackPopsUnlessTheDelegateRefuses() {
        final class Refusing: NavigationBarDelegate {
            var asked: [String] = []
            var answer = false
            func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
                asked.append(item.title ?? "")
                return answer
            }
        }
        let scene = Scene()
        let bar = bar([NavigationItem(title: "Root"), NavigationItem(title: "Detail")])
        scene.window.addSubview(bar)
        scene.window.layoutIfNeeded()
        let delegate = Refusing()
        bar.delegate = delegate
        scene.simulator.tap(try! #require(bar.leadingItem?.view))
        #expect(delegate.asked == ["Detail"] && bar.items?.count == 2)
        delegate.answer = true
        scene.window.layoutIfNeeded()
        scene.simulator.tap(try! #require(bar.leadingItem?.view))
        #expect(bar.items?.count == 1 && bar.title == "Root")
    }

    @Test func aControllersTitleIsItsNavigationItemsTitle() {
        let controller = ViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Sent"
        #expect(controller.navigationItem.title == "Sent")
    }
}
