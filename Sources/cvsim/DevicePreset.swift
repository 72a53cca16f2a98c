import ArgumentParser
import CollectionLayout

/// Virtual devices for `--device`: their portrait screen size in points.
enum DevicePreset: String, CaseIterable, ExpressibleByArgument, Sendable {
    case iphoneSE = "iphone-se"
    case iphoneMini = "iphone-mini"
    case iphone
    case iphoneProMax = "iphone-pro-max"
    case ipadMini = "ipad-mini"
    case ipad

    var size: Size {
        switch self {
        case .iphoneSE: Size(width: 375, height: 667)
        case .iphoneMini: Size(width: 375, height: 812)
        case .iphone: Size(width: 390, height: 844)
        case .iphoneProMax: Size(width: 430, height: 932)
        case .ipadMini: Size(width: 744, height: 1133)
        case .ipad: Size(width: 820, height: 1180)
        }
    }
}
