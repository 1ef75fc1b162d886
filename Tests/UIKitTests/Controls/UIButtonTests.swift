import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// With the fixed-width measurer: the 15-point title font gives 7.5-point ASCII
/// characters and 18-point lines.
@Suite("UIButton", .serialized, .uikitRuntime)
@MainActor
struct UIButtonTests {
  func textColor(of title: String, in canvas: RecordingCanvas) -> UIColor? {
    textsWithColors(canvas).first { $0.0 == title }?.1
  }

  @Test("UIButton(type: .system) has buttonType .system; init(frame:) makes a .custom button, as UIKit")
  func types() {
    #expect(UIButton(type: .system).buttonType == .system)
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton.ButtonType.system.rawValue == 1)
  }

  @Test("title(for:) falls back to the .normal title for a state without its own")
  func titleFallback() {
    let button = UIButton(type: .system)
    button.setTitle("Log in", for: .normal)
    #expect(button.title(for: .highlighted) == "Log in")
    button.setTitle("Release", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Release")
    #expect(button.title(for: .normal) == "Log in")
    #expect(button.titleLabel?.text == "Log in")
  }

  @Test("The highlighted title shows while pressed, the normal one after")
  func highlightedTitleShows() {
    let button = UIButton(type: .system)
    button.setTitle("Log in", for: .normal)
    button.setTitle("Release", for: .highlighted)
    button.isHighlighted = true
    #expect(button.titleLabel?.text == "Release")
    #expect(button.currentTitle == "Release")
    button.isHighlighted = false
    #expect(button.titleLabel?.text == "Log in")
  }

  @Test("A .system button's title is tint-coloured (systemBlue) by default; a .custom one's is white")
  func defaultTitleColors() {
    #expect(UIButton(type: .system).titleColor(for: .normal) == .systemBlue)
    #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    let tinted = UIButton(type: .system)
    tinted.tintColor = .systemRed
    #expect(tinted.currentTitleColor == .systemRed)
  }

  @Test("setTitleColor(_:for:) per state, with .normal as fallback")
  func titleColorPerState() {
    let button = UIButton(type: .custom)
    button.setTitleColor(.black, for: .normal)
    button.setTitleColor(.systemRed, for: .disabled)
    #expect(button.titleColor(for: .highlighted) == .black)
    button.isEnabled = false
    #expect(button.currentTitleColor == .systemRed)
    #expect(button.titleLabel?.textColor == .systemRed)
  }

  @Test("Pressed, a .system button dims its title to 20 % alpha (iOS's fade); drawn colour changes back after")
  func systemButtonDimsWhenHighlighted() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    button.setTitle("Go", for: .normal)
    button.layoutIfNeeded()
    #expect(textColor(of: "Go", in: drawing(of: button)) == .systemBlue)
    let t = UITouch(phase: .began, view: button, window: nil, location: CGPoint(x: 60, y: 22), timestamp: 0)
    button.touchesBegan([t], with: nil)
    let pressed = textColor(of: "Go", in: drawing(of: button))
    #expect(pressed == UIColor.systemBlue.withAlphaComponent(0.2))
    button.touchesEnded([t], with: nil)
    #expect(textColor(of: "Go", in: drawing(of: button)) == .systemBlue)
  }

  @Test("A .custom button does not dim its title when highlighted")
  func customButtonDoesNotDim() {
    let button = UIButton(type: .custom)
    button.setTitle("Go", for: .normal)
    button.isHighlighted = true
    #expect(button.currentTitleColor == .white)
  }

  @Test("A tap sends touchUpInside and then primaryActionTriggered, as UIKit buttons do")
  func tapSendsPrimaryAction() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    tap(button, at: CGPoint(x: 50, y: 20))
    #expect(events == ["up", "primary"])
  }

  @Test("UIButton(primaryAction:) runs the action on a tap and takes its title")
  func primaryActionInit() {
    var tapped = 0
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in tapped += 1 })
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(button.title(for: .normal) == "Save")
    tap(button, at: CGPoint(x: 10, y: 10))
    #expect(tapped == 1)
  }

  @Test("Intrinsic size: the title's width, and 30 points high for the 15-point font (18 + 6 + 6)")
  func intrinsicSize() {
    let button = UIButton(type: .system)
    button.setTitle("Login", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 38, height: 30))  // 5 × 7.5 = 37.5, rounded up
    button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 58, height: 34))
  }

  @Test("Changing titleLabel's font changes the button's intrinsic size")
  func titleFontChangesSize() {
    let button = UIButton(type: .system)
    button.setTitle("Login", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 20)
    #expect(button.intrinsicContentSize.width == 50)
    #expect(button.intrinsicContentSize.height == 36)
  }

  @Test("The title is drawn centred in the button")
  func titleCentred() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    button.setTitle("Go", for: .normal)  // 15 × 18
    button.layoutIfNeeded()
    let origin = drawing(of: button).origin(ofText: "Go")
    #expect(origin == CGPoint(x: 10 + 50 - 7.5, y: 20 + 20 - 9))
  }

  @Test("backgroundColor and layer.cornerRadius are drawn as a rounded fill")
  func backgroundAndCorners() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 8
    let canvas = drawing(of: button)
    let fill = canvas.commands.first {
      if case .fill(_, _, let color, _) = $0 { return color == .systemBlue }
      return false
    }
    guard case .fill(let rect, let radius, _, _) = fill else {
      Issue.record("no background fill")
      return
    }
    #expect(rect == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(radius == 8)
  }

  @Test("Its title label does not take touches (UILabel.isUserInteractionEnabled is false): the button is hit")
  func labelDoesNotStealTouches() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.setTitle("Go", for: .normal)
    button.layoutIfNeeded()
    #expect(button.hitTest(CGPoint(x: 50, y: 20), with: nil) === button)
  }
}
