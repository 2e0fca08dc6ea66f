import { useEffect, useState } from 'react';
import { biometricSupported } from '../crypto/biometric-key';

/** Whether this browser offers a platform authenticator with PRF; false until known. */
export function useBiometricSupport() {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void biometricSupported().then((value) => live && setSupported(value));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}
