import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table view controller with large titles, as apps set it up: scrolling the rows up
/// folds the large title away by as much as they moved, and scrolling back down unfolds it.
final class InboxController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Message \(indexPath.row + 1)"
    return cell
  }
}

@MainActor
@Suite struct LargeTitleCollapseTests {
  @Test(arguments: Devices.all)
  func theLargeTitleFoldsAsTheRowsScrollUpAndUnfoldsAsTheyComeBack(device: DeviceProfile) throws {
    let inbox = InboxController()
    let navigation = UINavigationController(rootViewController: inbox)
    navigation.navigationBar.prefersLargeTitles = true
    let tester = ScreenTester(navigation, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let top = device.safeAreaInsets.top
    // At rest: 44 + 52 = 96 points of bar, the rows' top inset the status bar and the bar.
    #expect(tester.frame(of: navigation.navigationBar).height == 96)
    #expect(inbox.tableView.adjustedContentInset.top == top + 96)
    let point = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
    // Up 30: the bar is 96 − 30 = 66 high, the rows' top still right under it.
    _ = tester.scroll(by: CGPoint(x: 0, y: 30), at: point)
    try tester.settle()
    #expect(tester.frame(of: navigation.navigationBar).height == 66)
    #expect(inbox.tableView.contentOffset.y == -(top + 66))
    // Up 40 more: folded all the way, the standard 44.
    _ = tester.scroll(by: CGPoint(x: 0, y: 40), at: point)
    try tester.settle()
    #expect(tester.frame(of: navigation.navigationBar).height == 44)
    // Down 70: back at rest, the large title unfolded.
    _ = tester.scroll(by: CGPoint(x: 0, y: -70), at: point)
    try tester.settle()
    #expect(tester.frame(of: navigation.navigationBar).height == 96)
    #expect(inbox.tableView.contentOffset.y == -(top + 96))
  }
}
