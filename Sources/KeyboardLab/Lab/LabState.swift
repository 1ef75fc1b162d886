import Foundation
import UIKit

/// What the lab's panel shows and sets: the screen, the phone and how it is held, the
/// keyboard's modes, and the frame clock's speed.
public struct LabState: Equatable, Sendable {
  public var screen: String
  public var device: DeviceProfile
  public var orientation: UIInterfaceOrientation
  public var hardwareKeyboard: Bool
  public var predictiveBar: Bool
  /// Where an iPad's keyboard is (a phone's is docked).
  public var keyboardPlacement: KeyboardPlacement
  /// An iPad app window's share of the screen (a phone's is the screen).
  public var windowArrangement: AppWindowArrangement
  public var language: KeyboardLanguage
  /// The frame clock's rate against real time (1, ¼ or ⅒).
  public var timeRate: Double
  public var isPaused: Bool

  /// The speeds the panel offers, with their labels.
  public static let rates: [(label: String, rate: Double)] = [("1×", 1), ("¼×", 0.25), ("1/10×", 0.1)]
}
