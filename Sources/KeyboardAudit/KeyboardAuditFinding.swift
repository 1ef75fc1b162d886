import Foundation
import UIKit

/// One thing the keyboard audit found wrong with one input of one screen, in one case
/// (device, orientation, app window, keyboard mode).
public struct KeyboardAuditFinding: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: String, Sendable, CaseIterable {
    /// The input (for a text view, the line with the caret) is not fully visible once the
    /// keyboard has settled: under the keyboard or its accessory, outside the window, or
    /// under another view drawn above it.
    case covered
    /// An ancestor that clips to its bounds (a scroll view, or a view with
    /// `clipsToBounds`) cuts the input.
    case clipped
    /// After dismissing, or after the audit's sequence of switches and show/hide cycles, a
    /// view is not back where it started (window coordinates, scroll offsets and insets).
    case drift
    /// Auto Layout logged that it could not satisfy the screen's constraints.
    case conflict
    /// An input moved in one frame farther than the keyboard did plus 2 points while the
    /// keyboard moved, or over 40 points while it stood still (animated scrolls aside).
    case jump
    /// Once the keyboard has settled, a navigation bar or tab bar is not where it was with
    /// the keyboard down, or content the screen's handling moved (not scrolled) lies under
    /// a bar or the status bar where it did not before.
    case chromeDisplaced
    /// A view that sat on the bottom of the screen with the keyboard down (the window's
    /// edge, the safe area's bottom, a tab bar's top) rose with the keyboard but ends
    /// above its top: the bottom safe area or a tab bar's height counted where iOS does not.
    case gap
    /// A frame of the keyboard's animation took over 16.7 ms of wall-clock time to make.
    case slowFrame
  }

  /// A rectangle involved, in the app window's coordinates (`KeyboardAuditCase.windowFrame`
  /// places that window on the screen), and what it is ("input", "keyboard",
  /// "UIScrollView (clips)", "UIView above the input").
  public struct Rect: Sendable, Equatable {
    public let role: String
    public let rect: CGRect

    public init(_ role: String, _ rect: CGRect) {
      self.role = role
      self.rect = rect
    }
  }

  public let kind: Kind
  /// The screen's name in the lab.
  public let screen: String
  public let device: DeviceProfile
  public let orientation: UIInterfaceOrientation
  /// The app's share of an iPad's screen (`.fullScreen` on a phone).
  public let window: AppWindowArrangement
  public let keyboard: KeyboardAudit.KeyboardMode
  /// The input, as the audit names it: its class and placeholder or text, and its place
  /// among the screen's inputs when that is not unique (`UITextField "Email"`). Empty
  /// for findings of the whole screen (a conflict, a view that drifted in the sequence).
  public let input: String
  /// When in the case it was found: "tap", "dismiss", "sequence", "layout".
  public let phase: String
  /// What a person would say is wrong, with the numbers.
  public let detail: String
  public let rects: [Rect]

  public init(
    kind: Kind, screen: String, device: DeviceProfile, orientation: UIInterfaceOrientation,
    window: AppWindowArrangement = .fullScreen, keyboard: KeyboardAudit.KeyboardMode, input: String, phase: String,
    detail: String, rects: [Rect]
  ) {
    self.kind = kind
    self.screen = screen
    self.device = device
    self.orientation = orientation
    self.window = window
    self.keyboard = keyboard
    self.input = input
    self.phase = phase
    self.detail = detail
    self.rects = rects
  }

  public var description: String {
    let subject = input.isEmpty ? "" : " \(input)"
    return "\(kind.rawValue): \(screen) on \(KeyboardAudit.place(device, orientation, window, keyboard))\(subject)"
      + " (\(phase)): \(detail)"
  }
}
