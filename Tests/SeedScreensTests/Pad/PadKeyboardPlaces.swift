import Foundation
import Testing
import UIKit

/// Where each iPad's keyboard rests in portrait, in screen coordinates, worked out by hand
/// from the numbers the iPad profiles publish (screen, docked keyboard without the bar,
/// the 20-point home-indicator band, the floating keyboard's 320×254) and the rules
/// `KeyboardController.placement` documents: docked on the bottom edge; undocked the
/// docked keyboard less the home band it leaves behind, its bottom a third of the screen
/// up (rounded to a point); split four rows of 42-point keys, three 10-point gaps and 8
/// points above and below (214), its bottom where the undocked one's is; floating centred
/// across, 20 points above the safe area's bottom.
struct PadKeyboardPlaces: Sendable, CustomTestStringConvertible {
  let device: DeviceProfile
  let docked: CGRect
  let undocked: CGRect
  let split: CGRect
  let floating: CGRect

  var testDescription: String { device.name }

  func shown(_ placement: KeyboardPlacement) -> CGRect {
    switch placement {
    case .docked: docked
    case .undocked: undocked
    case .split: split
    case .floating: floating
    }
  }

  /// Just below the screen, as wide and as far across as the place: where a show starts
  /// and a hide ends (a lifted keyboard leaves straight down).
  func hidden(_ placement: KeyboardPlacement) -> CGRect {
    let place = shown(placement)
    return CGRect(x: place.minX, y: device.size.height, width: place.width, height: place.height)
  }

  static func of(_ device: DeviceProfile) -> PadKeyboardPlaces {
    guard let places = all.first(where: { $0.device == device }) else { fatalError("no places for \(device.name)") }
    return places
  }

  static let all: [PadKeyboardPlaces] = [
    // 744×1 133, 285 docked: 1 133 − 285 = 848. A third up: 377.67 → 378; undocked
    // 285 − 20 = 265 high, 1 133 − 378 − 265 = 490; split 1 133 − 378 − 214 = 541;
    // floating (744 − 320) / 2 = 212 across, 1 133 − 20 − 20 − 254 = 839 down.
    PadKeyboardPlaces(
      device: .iPadMini, docked: CGRect(x: 0, y: 848, width: 744, height: 285),
      undocked: CGRect(x: 0, y: 490, width: 744, height: 265), split: CGRect(x: 0, y: 541, width: 744, height: 214),
      floating: CGRect(x: 212, y: 839, width: 320, height: 254)),
    // 820×1 180, 285 docked: 895. A third up: 393.33 → 393; undocked 1 180 − 393 − 265 =
    // 522; split 1 180 − 393 − 214 = 573; floating 250 across, 1 180 − 294 = 886 down.
    PadKeyboardPlaces(
      device: .iPadAir11, docked: CGRect(x: 0, y: 895, width: 820, height: 285),
      undocked: CGRect(x: 0, y: 522, width: 820, height: 265), split: CGRect(x: 0, y: 573, width: 820, height: 214),
      floating: CGRect(x: 250, y: 886, width: 320, height: 254)),
    // 834×1 210, 289 docked: 921. A third up: 403.33 → 403; undocked 269 high at
    // 1 210 − 403 − 269 = 538; split 1 210 − 403 − 214 = 593; floating 257 across, 916 down.
    PadKeyboardPlaces(
      device: .iPadPro11, docked: CGRect(x: 0, y: 921, width: 834, height: 289),
      undocked: CGRect(x: 0, y: 538, width: 834, height: 269), split: CGRect(x: 0, y: 593, width: 834, height: 214),
      floating: CGRect(x: 257, y: 916, width: 320, height: 254)),
    // 1 024×1 366, 353 docked: 1 013. A third up: 455.33 → 455; undocked 333 high at
    // 1 366 − 455 − 333 = 578; split 1 366 − 455 − 214 = 697; floating 352 across, 1 072 down.
    PadKeyboardPlaces(
      device: .iPadAir13, docked: CGRect(x: 0, y: 1013, width: 1024, height: 353),
      undocked: CGRect(x: 0, y: 578, width: 1024, height: 333), split: CGRect(x: 0, y: 697, width: 1024, height: 214),
      floating: CGRect(x: 352, y: 1072, width: 320, height: 254)),
    // 1 032×1 376, 353 docked: 1 023. A third up: 458.67 → 459; undocked 1 376 − 459 − 333
    // = 584; split 1 376 − 459 − 214 = 703; floating 356 across, 1 376 − 294 = 1 082 down.
    PadKeyboardPlaces(
      device: .iPadPro13, docked: CGRect(x: 0, y: 1023, width: 1032, height: 353),
      undocked: CGRect(x: 0, y: 584, width: 1032, height: 333), split: CGRect(x: 0, y: 703, width: 1032, height: 214),
      floating: CGRect(x: 356, y: 1082, width: 320, height: 254)),
  ]
}
