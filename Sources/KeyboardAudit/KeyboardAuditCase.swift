import Foundation
import UIKit

/// One screen on one device, orientation, app window and keyboard mode, as the audit ran it.
public struct KeyboardAuditCase: Sendable, Equatable {
  public let screen: String
  public let device: DeviceProfile
  public let orientation: UIInterfaceOrientation
  /// The app's share of an iPad's screen (`.fullScreen` on a phone).
  public let window: AppWindowArrangement
  public let keyboard: KeyboardAudit.KeyboardMode
  /// The text inputs found and audited, in the audit's order (the window's drawing
  /// order, which is the order a view tree lists them).
  public let inputs: [String]
  /// Why the case did not run (an orientation the screen does not support), or nil.
  public let skipped: String?
  /// What the audit could not do as a person would (an input a tap cannot reach is a
  /// finding; an input that did not take the keyboard when tapped is a note).
  public let notes: [String]
  /// Frames the case ran, over its passes.
  public let frames: Int

  /// Where the app's window is on the screen, turned as the case turned it, in screen
  /// points: the findings' rectangles are in this window's points.
  public var windowFrame: CGRect { window.frame(onScreenOf: device.oriented(orientation).size) }
}
