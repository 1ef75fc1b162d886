import KeyboardLab
import UIKit

MainActor.assumeIsolated {
  KeyboardLabApp.main(screens: [LabScreen("profile") { ProfileViewController() }])
}
