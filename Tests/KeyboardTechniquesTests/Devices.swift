import UIKit

/// The phones every technique runs on, and what each one's keyboard covers.
enum Devices {
  static let all: [DeviceProfile] = [.iPhoneSE, .iPhone14, .iPhone14ProMax]

  /// Where the keyboard's top rests when it is up, in screen (and full-screen window)
  /// coordinates: 667 − 216, 844 − 291, 932 − 301.
  static func keyboardTop(_ device: DeviceProfile) -> CGFloat {
    device.size.height - device.keyboardHeight
  }
}
