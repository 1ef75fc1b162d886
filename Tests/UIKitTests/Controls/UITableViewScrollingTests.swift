import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UITableView: scrolling to rows, selection by taps and by code, the rects of sections
/// in the grouped styles, and the cells' built-in layouts. 100 rows of 50 points in a
/// 763-point table: 5000 points of content, offsets up to 4237.
@MainActor
@Suite("UITableView scrolling and selection", .uikitRuntime)
struct UITableViewScrollingTests {
  @Test(
    "scrollToRow puts row 30 (1500…1550) where asked",
    arguments: [
      (UITableView.ScrollPosition.top, CGFloat(1500)),
      (.middle, 1525 - 381.5),
      (.bottom, 1550 - 763),
      (.none, 1550 - 763),
    ])
  func scrollToRow(position: UITableView.ScrollPosition, offset: CGFloat) {
    withUIKit { ui in
      let log = TableLog([100])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      table.scrollToRow(at: IndexPath(row: 30, section: 0), at: position, animated: false)
      #expect(table.contentOffset.y == offset)
      #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) != nil)
    }
  }

  @Test("scrollToRow stays in the content, counts the insets, and .none leaves a visible row be")
  func scrollToRowLimits() {
    withUIKit { ui in
      let log = TableLog([100])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 4237)
      table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
      #expect(table.contentOffset.y == 0)
      table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
      #expect(table.contentOffset.y == 0)
      table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
      table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
      #expect(table.contentOffset.y == CGFloat(1550 + 300 - 763))
      // Animated: UIScrollView's 0.3 s, ending at the same offset.
      table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: true)
      ui.frames(19)
      #expect(table.contentOffset.y == 3000)
      #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.frame.minY == 3000)
      // Out of range: said so, nothing moves.
      table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 3000)
      #expect(ui.log.contains("row (0, 100) is out of range"))
    }
  }

  @Test("A tap selects the row and tells the delegate; a tap on another moves the selection")
  func tapSelects() {
    withUIKit { ui in
      let log = TableLog([20])
      let (window, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      // Row 2 is at 100…150 in the table, 147…197 in the window.
      window.handleTouch(.began, at: CGPoint(x: 100, y: tableTop + 125))
      window.handleTouch(.ended, at: CGPoint(x: 100, y: tableTop + 125))
      #expect(log.selected == [IndexPath(row: 2, section: 0)])
      #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
      window.handleTouch(.began, at: CGPoint(x: 100, y: tableTop + 275))
      window.handleTouch(.ended, at: CGPoint(x: 100, y: tableTop + 275))
      #expect(log.deselected == [IndexPath(row: 2, section: 0)])
      #expect(log.selected.last == IndexPath(row: 5, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
      // A drag is a scroll, not a tap.
      window.handleTouch(.began, at: CGPoint(x: 100, y: 400))
      window.handleTouch(.moved, at: CGPoint(x: 100, y: 300))
      window.handleTouch(.ended, at: CGPoint(x: 100, y: 300))
      #expect(log.selected.count == 2)
      #expect(table.contentOffset.y == 100)
    }
  }

  @Test("Selecting by code tells the delegate nothing; deselecting neither")
  func selectByCode() {
    withUIKit { ui in
      let log = TableLog([100])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
      #expect(table.contentOffset.y == 2000)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 40, section: 0))
      #expect(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
      table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
      #expect(table.indexPathForSelectedRow == nil)
      #expect(log.selected.isEmpty && log.deselected.isEmpty)
    }
  }

  @Test("A tap on a text field in a cell goes to the field and selects nothing")
  func tapOnFieldInCell() {
    withUIKit { ui in
      let log = TableLog([5])
      let (window, table) = makeTable(ui, log: log, cell: BoxCell.self)
      let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! BoxCell
      let point = cell.field.convert(CGPoint(x: 50, y: 15), to: window)
      window.handleTouch(.began, at: point)
      window.handleTouch(.ended, at: point)
      #expect(window.firstResponder === cell.field)
      #expect(log.selected.isEmpty)
      #expect(table.indexPathForSelectedRow == nil)
    }
  }

  @Test("Grouped sections: header, rows and footer, one after the other")
  func sectionRects() {
    withUIKit { ui in
      let log = TableLog([3, 2])
      let (_, table) = makeTable(ui, log: log, style: .grouped) {
        $0.rowHeight = 44
        $0.sectionHeaderHeight = 30
        $0.sectionFooterHeight = 10
      }
      #expect(table.backgroundColor == .systemGroupedBackground)
      // 30 + 3 × 44 + 10 = 172; then 30 + 2 × 44 + 10 = 128.
      #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 172))
      #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 172, width: 390, height: 128))
      #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 172, width: 390, height: 30))
      #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 162, width: 390, height: 10))
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 246, width: 390, height: 44))
      #expect(table.contentSize.height == 300)
      #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 250)) == IndexPath(row: 1, section: 1))
      #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 20)) == nil)
    }
  }

  @Test("Inset-grouped rows are cards 16 points in (20 on a 430-point phone), grey titles upper-cased")
  func insetGrouped() {
    withUIKit { ui in
      let log = TableLog([2])
      log.headerTitles = ["Profile"]
      let (_, table) = makeTable(ui, log: log, style: .insetGrouped) { $0.rowHeight = 44 }
      let header = table.rectForHeader(inSection: 0).height
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: header, width: 358, height: 44))
      let title = table.headerView(forSection: 0)?.subviews.first as? UILabel
      #expect(title?.text == "PROFILE")
      #expect(title?.textColor == .secondaryLabel)
      #expect(title?.font.pointSize == 13)
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(cell?.textLabel?.frame.minX == 16)
    }
    withUIKit { ui in
      let log = TableLog([2])
      let (_, table) = makeTable(ui, log: log, style: .insetGrouped, width: 430) { $0.rowHeight = 44 }
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 390)
      #expect(table.separatorInset.left == 20)
    }
  }

  @Test("value1: the title at the margin, the detail right-aligned and grey at the other")
  func value1Cell() {
    withUIKit { _ in
      let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
      cell.textLabel?.text = "Wi-Fi"
      cell.detailTextLabel?.text = "Home"
      cell.layoutIfNeeded()
      let detail = cell.detailTextLabel!
      #expect(detail.textColor == .secondaryLabel)
      #expect(detail.font.pointSize == 17)
      #expect(cell.textLabel?.font.pointSize == 17)
      #expect(detail.frame.maxX == CGFloat(390 - 16))
      #expect(cell.textLabel?.frame.minX == 16)
      #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
      // A disclosure indicator takes room from the content view.
      cell.accessoryType = .disclosureIndicator
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame.width < 390)
    }
  }
}
