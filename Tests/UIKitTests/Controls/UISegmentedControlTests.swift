import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Titles use the 13-point font: 6.5 points per ASCII character with the fixed-width
/// measurer.
@Suite("UISegmentedControl", .serialized, .uikitRuntime)
@MainActor
struct UISegmentedControlTests {
  func control() -> UISegmentedControl {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    return control
  }

  @Test("No segment is selected at first (noSegment, -1), as UIKit")
  func initialSelection() {
    let c = control()
    #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(c.numberOfSegments == 3)
    #expect(c.titleForSegment(at: 2) == "Three")
  }

  @Test("A tap on a segment selects it and sends valueChanged")
  func tapSelects() {
    let c = control()
    var changes: [Int] = []
    c.addAction(UIAction { _ in changes.append(c.selectedSegmentIndex) }, for: .valueChanged)
    tap(c, at: CGPoint(x: 150, y: 16))
    #expect(c.selectedSegmentIndex == 1)
    tap(c, at: CGPoint(x: 290, y: 16))
    #expect(changes == [1, 2])
  }

  @Test("Tapping the selected segment again sends no valueChanged")
  func tapSelectedAgain() {
    let c = control()
    c.selectedSegmentIndex = 0
    var changes = 0
    c.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    tap(c, at: CGPoint(x: 10, y: 16))
    #expect(changes == 0)
  }

  @Test("Setting selectedSegmentIndex in code sends no valueChanged (UIKit sends events only for the user)")
  func programmaticSelectionIsSilent() {
    let c = control()
    var changes = 0
    c.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    c.selectedSegmentIndex = 2
    #expect(changes == 0)
    #expect(c.selectedSegmentIndex == 2)
  }

  @Test("An out-of-range index becomes noSegment")
  func outOfRange() {
    let c = control()
    c.selectedSegmentIndex = 7
    #expect(c.selectedSegmentIndex == -1)
  }

  @Test("A disabled segment cannot be selected by a tap")
  func disabledSegment() {
    let c = control()
    c.setEnabled(false, forSegmentAt: 1)
    tap(c, at: CGPoint(x: 150, y: 16))
    #expect(c.selectedSegmentIndex == -1)
  }

  @Test("Inserting before the selection keeps the same segment selected; removing it clears the selection")
  func insertRemove() {
    let c = control()
    c.selectedSegmentIndex = 1
    c.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(c.selectedSegmentIndex == 2)
    #expect(c.titleForSegment(at: 2) == "Two")
    c.removeSegment(at: 2, animated: false)
    #expect(c.selectedSegmentIndex == -1)
    #expect(c.numberOfSegments == 3)
  }

  @Test("Intrinsic size: equal segments as wide as the widest title plus padding, 32 points high")
  func intrinsicSize() {
    // "Three" at 13 pt semibold: 5 × 6.5 = 32.5; + 2 × 12 = 56.5 → 57 per segment.
    #expect(control().intrinsicContentSize == CGSize(width: 171, height: 32))
  }

  @Test("Drawn the iOS way: systemGray6 rounded track, a white pill under the selection, titles centred")
  func drawsIOSStyle() {
    let c = control()
    c.selectedSegmentIndex = 1
    let canvas = drawing(of: c)
    #expect(fills(canvas, color: .systemGray6) == [CGRect(x: 0, y: 0, width: 300, height: 32)])
    #expect(fills(canvas, color: .white) == [CGRect(x: 102, y: 2, width: 96, height: 28)])
    #expect(
      canvas.commands.contains {
        if case .fill(_, let radius, let color, _) = $0 { return color == .systemGray6 && radius == 8 }
        return false
      })
    // "Two" (19.5 wide, 16 high) centred in 100...200.
    #expect(canvas.origin(ofText: "Two") == CGPoint(x: 150 - 9.75, y: 16 - 8))
    // Separators only between unselected neighbours: none touches the selected segment.
    #expect(fills(canvas, color: .systemGray4).isEmpty)
    c.selectedSegmentIndex = 0
    #expect(fills(drawing(of: c), color: .systemGray4).count == 1)
  }
}
