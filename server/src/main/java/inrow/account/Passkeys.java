package inrow.account;

import com.webauthn4j.WebAuthnManager;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.AuthenticationData;
import com.webauthn4j.data.AuthenticationParameters;
import com.webauthn4j.data.PublicKeyCredentialParameters;
import com.webauthn4j.data.PublicKeyCredentialType;
import com.webauthn4j.data.RegistrationData;
import com.webauthn4j.data.RegistrationParameters;
import com.webauthn4j.data.attestation.authenticator.AAGUID;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.authenticator.COSEKey;
import com.webauthn4j.data.attestation.statement.COSEAlgorithmIdentifier;
import com.webauthn4j.data.attestation.statement.NoneAttestationStatement;
import com.webauthn4j.data.client.Origin;
import com.webauthn4j.data.client.challenge.DefaultChallenge;
import com.webauthn4j.server.ServerProperty;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The WebAuthn ceremonies, checked by webauthn4j: the options a page hands to {@code navigator.credentials}, and
 * the check of what the authenticator answered (the challenge, the origin, the relying party id's hash, the flags,
 * the signature against the stored public key and the signature counter). Attestation is not asked for ("none"):
 * InRow trusts any authenticator a person chooses. The responses are PublicKeyCredential's JSON form (its
 * {@code toJSON()}: base64url fields).
 */
public final class Passkeys {
    /** Who the page was served as: the relying party id (a host name) and the exact origin answers must name. */
    public record Party(String rpId, String origin) {
    }

    /** A registration that checked out: what to store. */
    public record Registered(String credentialId, byte[] publicKey, long signCount) {
    }

    /** What an authentication answer names before it is checked: the credential, to look up its stored key. */
    public record Claimed(String credentialId, String userHandle) {
    }

    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getUrlDecoder();
    /** ES256 first (every platform authenticator), then EdDSA and RS256 (Windows Hello). */
    private static final List<COSEAlgorithmIdentifier> ALGORITHMS = List.of(COSEAlgorithmIdentifier.ES256,
        COSEAlgorithmIdentifier.EdDSA, COSEAlgorithmIdentifier.RS256);
    public static final long TIMEOUT_MILLIS = 5 * 60 * 1000L;

    private final ObjectConverter converter = new ObjectConverter();
    private final WebAuthnManager manager = WebAuthnManager.createNonStrictWebAuthnManager(converter);

    /** The options for {@code navigator.credentials.create}, as JSON-able maps with base64url byte fields. */
    public Map<String, Object> creationOptions(Party party, String challenge, String userHandle, String name,
                                               List<String> exclude) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("challenge", challenge);
        o.put("rp", Map.of("id", party.rpId(), "name", "InRow"));
        o.put("user", Map.of("id", userHandle, "name", name, "displayName", name));
        o.put("pubKeyCredParams", ALGORITHMS.stream().map(a -> Map.of("type", "public-key", "alg", a.getValue()))
            .toList());
        o.put("timeout", TIMEOUT_MILLIS);
        o.put("excludeCredentials", exclude.stream().map(id -> Map.of("type", "public-key", "id", id)).toList());
        // A passkey: kept on the authenticator (discoverable), so signing in needs no name typed.
        o.put("authenticatorSelection", Map.of("residentKey", "required", "requireResidentKey", true,
            "userVerification", "preferred"));
        o.put("attestation", "none");
        return o;
    }

    /** The options for {@code navigator.credentials.get}: any passkey of this site (the browser lists them). */
    public Map<String, Object> requestOptions(Party party, String challenge) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("challenge", challenge);
        o.put("rpId", party.rpId());
        o.put("timeout", TIMEOUT_MILLIS);
        o.put("userVerification", "preferred");
        o.put("allowCredentials", List.of());
        return o;
    }

    /** The checked registration, or null when the answer does not check out (whatever the reason). */
    public Registered register(String responseJson, Party party, String challenge) {
        try {
            RegistrationParameters params = new RegistrationParameters(server(party, challenge),
                ALGORITHMS.stream().map(a -> new PublicKeyCredentialParameters(PublicKeyCredentialType.PUBLIC_KEY, a))
                    .toList(), false, true);
            RegistrationData data = manager.verifyRegistrationResponseJSON(responseJson, params);
            var auth = data.getAttestationObject().getAuthenticatorData();
            AttestedCredentialData credential = auth.getAttestedCredentialData();
            byte[] key = converter.getCborConverter().writeValueAsBytes(credential.getCOSEKey());
            return new Registered(B64.encodeToString(credential.getCredentialId()), key, auth.getSignCount());
        } catch (RuntimeException e) {
            // webauthn4j's DataConversionException and VerificationException, and anything a malformed answer throws
            return null;
        }
    }

    /** The credential an authentication answer names, or null when it cannot be read. */
    public Claimed claimed(String responseJson) {
        try {
            AuthenticationData data = manager.parseAuthenticationResponseJSON(responseJson);
            return new Claimed(B64.encodeToString(data.getCredentialId()),
                data.getUserHandle() == null ? null : B64.encodeToString(data.getUserHandle()));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * The authenticator's new signature counter when the answer checks out against the stored key and counter, or
     * -1 when it does not (a counter that did not go up, as a cloned authenticator's would, included).
     */
    public long authenticate(String responseJson, Party party, String challenge, AccountStore.Passkey stored) {
        try {
            AuthenticationData data = manager.parseAuthenticationResponseJSON(responseJson);
            COSEKey key = converter.getCborConverter().readValue(stored.publicKey(), COSEKey.class);
            AttestedCredentialData credential = new AttestedCredentialData(AAGUID.ZERO,
                B64D.decode(stored.credentialId()), key);
            CredentialRecordImpl record = new CredentialRecordImpl(new NoneAttestationStatement(), null, null, null,
                stored.signCount(), credential, null, null, null, null);
            AuthenticationParameters params = new AuthenticationParameters(server(party, challenge), record,
                List.of(B64D.decode(stored.credentialId())), false, true);
            manager.verify(data, params);
            return data.getAuthenticatorData().getSignCount();
        } catch (RuntimeException e) {
            return -1;
        }
    }

    private static ServerProperty server(Party party, String challenge) {
        return new ServerProperty(new Origin(party.origin()), party.rpId(), new DefaultChallenge(B64D.decode(challenge)));
    }
}
