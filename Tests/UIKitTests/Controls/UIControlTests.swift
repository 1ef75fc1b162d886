import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIControl", .serialized, .uikitRuntime)
@MainActor
struct UIControlTests {
  /// Records which events a control sent, in order.
  final class EventLog {
    var events: [String] = []
  }

  func logging(_ control: UIControl, _ events: [(String, UIControl.Event)]) -> EventLog {
    let log = EventLog()
    for (name, event) in events {
      control.addAction(UIAction { _ in log.events.append(name) }, for: event)
    }
    return log
  }

  final class Target {
    var calls = 0
    var senders: [UIControl] = []
    func tapped() { calls += 1 }
    func tapped(_ sender: UIControl) { senders.append(sender) }
  }

  @Test("UIControl.Event raw values are UIKit's (touchUpInside 1<<6, valueChanged 1<<12, editingChanged 1<<17)")
  func eventRawValues() {
    #expect(UIControl.Event.touchDown.rawValue == 1)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.touchUpOutside.rawValue == 128)
    #expect(UIControl.Event.touchCancel.rawValue == 256)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.editingDidBegin.rawValue == 65536)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
    #expect(UIControl.Event.editingDidEnd.rawValue == 262_144)
    #expect(UIControl.Event.editingDidEndOnExit.rawValue == 524_288)
    #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF0000)
    #expect(UIControl.Event.allEditingEvents.contains(.editingChanged))
    #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
  }

  @Test("UIControl.State raw values are UIKit's: normal 0, highlighted 1, disabled 2, selected 4, focused 8")
  func stateRawValues() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.State.focused.rawValue == 8)
  }

  @Test("state combines isHighlighted, isEnabled and isSelected")
  func stateFlags() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(control.state == .normal)
    control.isSelected = true
    control.isEnabled = false
    #expect(control.state == [.selected, .disabled])
    control.isEnabled = true
    control.isHighlighted = true
    #expect(control.state == [.selected, .highlighted])
  }

  @Test("A tap sends touchDown then touchUpInside; the control is highlighted only while pressed")
  func tapSendsTouchUpInside() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let log = logging(control, [("down", .touchDown), ("up", .touchUpInside), ("outside", .touchUpOutside)])
    var highlightedWhenDown = false
    control.addAction(UIAction { _ in highlightedWhenDown = control.isHighlighted }, for: .touchDown)
    tap(control, at: CGPoint(x: 50, y: 20))
    #expect(log.events == ["down", "up"])
    #expect(highlightedWhenDown)
    #expect(!control.isHighlighted)
    #expect(!control.isTracking)
  }

  @Test("Dragging beyond the 70-point slop unhighlights; lifting there sends touchUpOutside, not touchUpInside")
  func dragOutsideSendsTouchUpOutside() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let log = logging(control, [("up", .touchUpInside), ("outside", .touchUpOutside), ("exit", .touchDragExit)])
    var highlights: [Bool] = []
    control.addAction(UIAction { _ in highlights.append(control.isHighlighted) }, for: .allTouchEvents)
    touch(control, from: CGPoint(x: 50, y: 20), through: [CGPoint(x: 50, y: 200)], to: CGPoint(x: 50, y: 200))
    #expect(log.events == ["exit", "outside"])
    #expect(highlights.first == true)
    #expect(highlights.contains(false))
  }

  @Test("Within the slop (30 points outside the bounds) the touch still counts as inside, as on iOS")
  func slopCountsAsInside() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let log = logging(control, [("up", .touchUpInside), ("outside", .touchUpOutside)])
    touch(control, from: CGPoint(x: 50, y: 20), through: [CGPoint(x: 50, y: 70)])
    #expect(control.isHighlighted == false)
    #expect(log.events == ["up"])
  }

  @Test("Dragging back inside re-highlights the control")
  func dragBackInsideHighlights() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    var highlightsOnDrag: [Bool] = []
    control.addAction(
      UIAction { _ in highlightsOnDrag.append(control.isHighlighted) }, for: [.touchDragInside, .touchDragOutside])
    touch(control, from: CGPoint(x: 50, y: 20), through: [CGPoint(x: 50, y: 300), CGPoint(x: 50, y: 10)])
    #expect(highlightsOnDrag == [false, true])
  }

  @Test("A disabled control ignores touches: no events, no highlight")
  func disabledIgnoresTouches() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    control.isEnabled = false
    let log = logging(control, [("down", .touchDown), ("up", .touchUpInside)])
    tap(control, at: CGPoint(x: 50, y: 20))
    #expect(log.events.isEmpty)
    #expect(!control.isHighlighted)
  }

  @Test("touchesCancelled sends touchCancel and unhighlights")
  func cancelSendsTouchCancel() {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let log = logging(control, [("cancel", .touchCancel), ("up", .touchUpInside)])
    let t = UITouch(phase: .began, view: control, window: nil, location: CGPoint(x: 5, y: 5), timestamp: 0)
    control.touchesBegan([t], with: nil)
    #expect(control.isHighlighted)
    control.touchesCancelled([t], with: nil)
    #expect(!control.isHighlighted)
    #expect(log.events == ["cancel"])
  }

  @Test("sendActions runs the actions of any matching event, in the order they were added, with sender set")
  func sendActionsOrderAndSender() {
    let control = UIControl(frame: .zero)
    var calls: [String] = []
    var sender: AnyObject?
    control.addAction(UIAction { _ in calls.append("a") }, for: .valueChanged)
    control.addAction(UIAction { _ in calls.append("b") }, for: [.editingChanged, .valueChanged])
    control.addAction(
      UIAction { action in
        calls.append("c")
        sender = action.sender as AnyObject?
      }, for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["a", "b"])
    control.sendActions(for: .touchUpInside)
    #expect(calls == ["a", "b", "c"])
    #expect(sender === control)
  }

  @Test("UIAction.sender is nil outside the handler (the action does not keep its control alive)")
  func senderClearedAfterwards() {
    let control = UIControl(frame: .zero)
    let action = UIAction { _ in }
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(action.sender == nil)
  }

  @Test("removeAction stops the action for those events only")
  func removeAction() {
    let control = UIControl(frame: .zero)
    var count = 0
    let action = UIAction { _ in count += 1 }
    control.addAction(action, for: [.valueChanged, .touchUpInside])
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(count == 0)
    control.sendActions(for: .touchUpInside)
    #expect(count == 1)
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(count == 1)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test("Adding an action with an identifier already added replaces the earlier one, as UIKit does")
  func sameIdentifierReplaces() {
    let control = UIControl(frame: .zero)
    var calls: [String] = []
    let id = UIAction.Identifier("save")
    control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .valueChanged)
    control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["new"])
  }

  @Test(
    "addTarget(_:action:for:) calls the selector's method on the target, holds it weakly, and removeTarget removes it")
  func targetAction() {
    let control = UIControl(frame: .zero)
    var target: Target? = Target()
    weak let weakTarget = target
    control.addTarget(target!, action: Selector("tapped", Target.tapped as (Target) -> () -> Void), for: .touchUpInside)
    control.addTarget(target!, action: Selector("tapped:", Target.tapped(_:)), for: .touchUpInside)
    #expect(control.allControlEvents == .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target?.calls == 1)
    #expect(target?.senders.first === control)
    control.removeTarget(target, action: nil, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target?.calls == 1)
    target = nil
    #expect(weakTarget == nil)
  }

  @Test("A handler that removes actions while being sent does not disturb the current send")
  func mutationDuringSend() {
    let control = UIControl(frame: .zero)
    var calls: [String] = []
    let second = UIAction { _ in calls.append("second") }
    control.addAction(
      UIAction { _ in
        calls.append("first")
        control.removeAction(second, for: .valueChanged)
      }, for: .valueChanged)
    control.addAction(second, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["first", "second", "first"])
  }
}
