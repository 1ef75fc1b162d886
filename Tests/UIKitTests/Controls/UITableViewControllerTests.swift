import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A UITableViewController subclass as iOS code writes one: `override func` for the
/// data source and delegate methods.
private final class ListController: UITableViewController {
  var selected: [IndexPath] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@MainActor
@Suite("UITableViewController", .uikitRuntime)
struct UITableViewControllerTests {
  @Test("Its view is a table it feeds and delegates; a subclass's overrides are what the table calls")
  func feedsItsTable() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let controller = ListController(style: .grouped)
      window.rootViewController = controller
      window.layoutIfNeeded()
      let table = controller.tableView!
      #expect(controller.view === table)
      #expect(table.style == .grouped)
      #expect(table.dataSource === controller)
      #expect(table.delegate === controller)
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
      #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
      let point = table.convert(
        CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 3, section: 0)).midY), to: window)
      window.handleTouch(.began, at: point)
      window.handleTouch(.ended, at: point)
      #expect(controller.selected == [IndexPath(row: 3, section: 0)])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
      // clearsSelectionOnViewWillAppear (the default) deselects when the view appears again.
      controller.viewWillAppear(false)
      #expect(table.indexPathForSelectedRow == nil)
      controller.clearsSelectionOnViewWillAppear = false
      table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
      controller.viewWillAppear(false)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
  }

  @Test("UITableViewController() is a plain table")
  func plainByDefault() {
    withUIKit { _ in
      #expect(UITableViewController().tableView.style == .plain)
    }
  }

  @Test("In a navigation controller its table, the root view, is inset for the bar as well as the status bar")
  func insetUnderANavigationBar() {
    withUIKit { ui in
      let window = ui.makeWindow()
      let controller = ListController(style: .plain)
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.layoutIfNeeded()
      let table = controller.tableView!
      let statusBar = window.safeAreaInsets.top
      // The status bar and the 44-point bar over the table.
      #expect(table.adjustedContentInset.top == statusBar + 44)
      #expect(table.contentOffset.y == -(statusBar + 44))
    }
  }
}
